import { useState, type FormEvent } from 'react';
import { StreamConsentInputSchema, type StreamAudience } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useConfirmStreamConsent } from './api/stream-consent';
import { StreamConsentFields } from './stream-consent-fields';

/** The owner records consent on a streaming job posted without it (a bulk upload, a tournament's games). */
export function StreamConsentConfirm({ jobId }: { jobId: number }) {
  const [confirmed, setConfirmed] = useState(false);
  const [audience, setAudience] = useState<StreamAudience | ''>('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmStreamConsent(jobId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const parsed = StreamConsentInputSchema.safeParse({ confirmed, audience: audience || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      document.getElementById('confirm-stream-consent')?.focus();
      return;
    }
    setError(null);
    confirm.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Streaming Consent Confirmed' }),
      onError: (failure) =>
        toast({
          title: 'Could Not Confirm Consent',
          description: failure instanceof ApiError ? failure.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Confirm streaming consent" className="flex flex-col gap-3">
      <p>
        This game was posted without streaming consent. Confirm it before your helper shares a stream link.
      </p>
      <StreamConsentFields
        id="confirm-stream-consent"
        confirmed={confirmed}
        audience={audience}
        onConfirmedChange={(value) => {
          setConfirmed(value);
          setError(null);
        }}
        onAudienceChange={(value) => {
          setAudience(value);
          setError(null);
        }}
        error={error}
      />
      <Button type="submit" className="self-start" aria-disabled={confirm.isPending || undefined}>
        {confirm.isPending ? 'Confirming...' : 'Confirm Consent'}
      </Button>
    </form>
  );
}
