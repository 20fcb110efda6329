import { useState, type FormEvent } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { User } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { useRequestGuardian } from './api/guardians-api';

/**
 * A teen waiting for a guardian's approval: what it means, where the link went, and a way to send it
 * again (or to another address).
 */
export function TeenApprovalBanner({ user }: { user: User }) {
  const request = useRequestGuardian();
  const [email, setEmail] = useState(user.guardianEmail ?? '');
  if (user.guardianConsent !== 'pending') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  const error =
    request.error instanceof ApiError
      ? request.error.serverMessage
      : request.error
        ? 'Please try again.'
        : undefined;
  return (
    <Alert variant="warning" role="status">
      <ShieldAlert aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <AlertTitle>Waiting for your parent or guardian</AlertTitle>
        <AlertDescription className="flex flex-col gap-3">
          <p>
            Because you are under 18, a parent or guardian needs to approve your account before you can apply
            for jobs or send messages. We emailed a link to <strong>{user.guardianEmail ?? 'them'}</strong>.
            You can fill in your profile and browse jobs meanwhile.
          </p>
          <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <TextField
              id="guardian-request-email"
              label="Parent or Guardian's Email"
              type="email"
              autoComplete="off"
              className="min-w-64"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
            />
            <Button type="submit" variant="outline" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send the Link Again'}
            </Button>
          </form>
          {request.isSuccess && <p className="font-medium">{request.data.message}</p>}
        </AlertDescription>
      </div>
    </Alert>
  );
}
