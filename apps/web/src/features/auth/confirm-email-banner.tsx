import { MailWarning } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useResendConfirmation } from './api/auth-api';

/** Asks a signed-in user with an unconfirmed address to confirm it, with a resend button. */
export function ConfirmEmailBanner({ email, className }: { email: string; className?: string }) {
  const resend = useResendConfirmation();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: 'Confirmation Email Sent',
          description: answer?.message ?? `We sent a new confirmation link to ${email}.`,
        }),
      onError: (error) =>
        toast({
          title: 'Could Not Send Email',
          description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <Alert variant="warning" className={className}>
      <MailWarning aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Please confirm your email address. We sent a link to{' '}
          <strong className="wrap-anywhere">{email}</strong>.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={onResend}
          disabled={resend.isPending}
          className="self-start sm:self-auto"
        >
          {resend.isPending ? 'Sending...' : 'Resend email'}
        </Button>
      </div>
    </Alert>
  );
}
