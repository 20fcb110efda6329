import type { ReactNode } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { OutcomeCard } from '@/components/ui/outcome-card';
import { Spinner } from '@/components/ui/spinner';

export type ConfirmState =
  { kind: 'loading' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

const TITLES: Record<ConfirmState['kind'], string> = {
  loading: 'Confirming Your Email',
  success: 'Email Confirmed',
  error: 'Confirmation Failed',
};

/** The three states of /confirm-email: loading, success (about to redirect) and error. */
export function ConfirmEmailStatus({ state }: { state: ConfirmState }) {
  let icon: ReactNode;
  let body: ReactNode;
  if (state.kind === 'loading') {
    icon = <Spinner label="Confirming your email" />;
    body = <p>Please wait while we confirm your email address...</p>;
  } else if (state.kind === 'success') {
    icon = <CircleCheck className="size-12 text-brand-700" aria-hidden="true" />;
    body = (
      <>
        <p>{state.message}</p>
        <p className="mt-2 text-slate-600">Taking you to complete your profile...</p>
      </>
    );
  } else {
    icon = <CircleX className="size-12 text-red-700" aria-hidden="true" />;
    body = <p role="alert">{state.message}</p>;
  }

  return (
    <OutcomeCard
      icon={icon}
      title={TITLES[state.kind]}
      actions={
        state.kind !== 'loading' && (
          <>
            <Button asChild>
              <Link to="/login">Go to Login</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Back to Home</Link>
            </Button>
            {state.kind === 'error' && (
              <Button asChild variant="outline">
                <Link to="/signup">Sign Up</Link>
              </Button>
            )}
          </>
        )
      }
    >
      {body}
    </OutcomeCard>
  );
}
