import { useState, type FormEvent } from 'react';
import { SetStreamLinkBodySchema } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useSetStreamLink } from './api/stream-consent';

/** The booked helper shares (or replaces) the stream's https link; checked here and on the server. */
export function StreamLinkForm({ jobId, current }: { jobId: number; current: string | null }) {
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const setLink = useSetStreamLink(jobId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setLink.isPending) return;
    const parsed = SetStreamLinkBodySchema.safeParse({ streamUrl: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      document.getElementById('stream-link')?.focus();
      return;
    }
    setError(null);
    setLink.mutate(parsed.data.streamUrl, {
      onSuccess: () => toast({ title: 'Stream Link Shared', description: 'It is on the job page now.' }),
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.serverMessage : 'Please try again.';
        if (failure instanceof ApiError && failure.status === 400) setError(message);
        else toast({ title: 'Could Not Share the Link', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Share the stream link" className="flex flex-col gap-3">
      <TextField
        id="stream-link"
        label="Stream link"
        type="url"
        inputMode="url"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        placeholder="https://"
        maxLength={500}
        error={error}
        hint="Where people watch the game (starting with https://). It shows on this page to those who may watch."
      />
      <Button type="submit" className="self-start" aria-disabled={setLink.isPending || undefined}>
        {setLink.isPending ? 'Sharing...' : current ? 'Update Link' : 'Share Link'}
      </Button>
    </form>
  );
}
