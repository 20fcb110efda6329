import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmedBadge } from '@/components/jobs/status-badges';
import { Button } from '@/components/ui/button';
import { OutcomeCard } from '@/components/ui/outcome-card';
import { Spinner } from '@/components/ui/spinner';
import { confirmGameQuery } from '@/features/jobs/api/game-confirmation';
import { ApiError } from '@/lib/api';

const INVALID = 'This confirmation link is invalid. Open the job from your dashboard instead.';

/** /reconfirm?token=...: the game-day reminder's "I'll be there", no sign-in needed. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirm = useQuery(confirmGameQuery(token));

  let title: string;
  let icon: ReactNode;
  let body: ReactNode;
  let jobId: number | null = null;
  if (token && confirm.isPending) {
    title = 'Confirming';
    icon = <Spinner label="Confirming you'll be there" />;
    body = <p>One moment...</p>;
  } else if (confirm.isSuccess) {
    title = "You're Confirmed";
    jobId = confirm.data.jobId;
    icon = <CircleCheck className="size-12 text-brand-700" aria-hidden="true" />;
    body = (
      <>
        <p className="flex justify-center">
          <ConfirmedBadge />
        </p>
        <p className="mt-3">{confirm.data.message}</p>
      </>
    );
  } else {
    title = 'Confirmation Failed';
    icon = <CircleX className="size-12 text-red-700" aria-hidden="true" />;
    const error = confirm.error;
    // 409: the game moved, was cancelled or reassigned since the reminder; the server says which way to go.
    const message = error instanceof ApiError && error.status === 409 ? error.serverMessage : INVALID;
    body = <p role="alert">{message}</p>;
  }

  return (
    <OutcomeCard
      icon={icon}
      title={title}
      actionsClassName="flex-wrap gap-2"
      actions={
        !(token && confirm.isPending) && (
          <>
            {jobId !== null && (
              <Button asChild>
                <Link to={`/jobs/${jobId}`}>View the job</Link>
              </Button>
            )}
            <Button asChild variant={jobId !== null ? 'outline' : 'default'}>
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          </>
        )
      }
    >
      {body}
    </OutcomeCard>
  );
}
