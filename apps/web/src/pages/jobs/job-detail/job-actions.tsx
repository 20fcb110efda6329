import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  isGameDayReached,
  isHelperRole,
  jobActionsFor,
  startedOrEnded,
  todayIn,
  type JobAction,
  type JobDetail,
} from '@sideline/shared';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { WithdrawApplicationButton } from '@/features/applications/withdraw-application-button';
import { DOCUMENT_ANSWERS } from '@/lib/document-answers';
import { useAuth } from '@/lib/session/use-auth';
import { AddToCalendarLink } from './add-to-calendar-link';
import { fetchDialog, JobActionDialogs, type Dialog, type OpenDialog } from './job-action-dialogs';
import { longJobDate } from '@/lib/format/job-format';
import { LeaveReviewAction } from './leave-review-action';
import { SIGN_IN_NOTICE_ID, SignInNotice } from './sign-in-notice';
import { useStartJobChat } from '@/features/jobs/api/mutations';
import { useMarkComplete } from '@/features/jobs/use-mark-complete';
import { PAYS_BY_SAVED_CARD, useCardHold } from '@/features/payments/api/card-hold-api';

/**
 * The job's buttons. Which ones show comes only from the shared `jobActionsFor` (the same rule the
 * server enforces); this component only decides how each action looks and what it does.
 */
export function JobActions({ job }: { job: JobDetail }) {
  const { user, isLoading } = useAuth();
  // The job came back for a signed-in viewer but the session check has not answered yet (no stored
  // user): who is asking is unknown for a moment, so Apply and Start Chat wait rather than guess.
  const sessionPending = isLoading && !user && job.viewer !== 'signed-out';
  const [dialog, showDialog] = useState<OpenDialog>(null);
  // A dialog is mounted from its first open on, and stays so (see the note by the dialogs below).
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(() => new Set());
  const setDialog = (next: OpenDialog) => {
    showDialog(next);
    if (next) setOpened((before) => (before.has(next) ? before : new Set(before).add(next)));
  };
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const chat = useStartJobChat();
  // A card job's saved card pays it (decision 22): no Venmo or PayPal steps while it does.
  const hold = useCardHold(
    job.id,
    job.status,
    job.paysByCard && (job.viewer === 'owner' || job.viewer === 'assigned-helper') && job.status !== 'open',
  );
  const paidBySavedCard = hold.data ? PAYS_BY_SAVED_CARD.includes(hold.data.status) : false;
  const complete = useMarkComplete(() => setDialog('payment'));
  const actions = jobActionsFor(
    { status: job.status, jobDate: job.jobDate, startedOrEnded: startedOrEnded(job, new Date()) },
    job.viewer,
  );

  // Signed out, Apply and Start Chat answer with the sign-in notice; the buttons name it so that the
  // page answers the first tap itself, before the app runs (see SignInNotice).
  const signInFirst = !user || job.viewer === 'signed-out';
  const reveals = signInFirst ? SIGN_IN_NOTICE_ID : undefined;
  // Signed out in a document with no script (decision 0054), Apply and Start Chat are links to the
  // sign-in notice, which CSS shows as their target.
  const noticeLink =
    DOCUMENT_ANSWERS && signInFirst
      ? (label: string, variant?: 'outline') => (
          <a href={`#${SIGN_IN_NOTICE_ID}`} className={buttonVariants({ variant })}>
            {label}
          </a>
        )
      : null;

  const requireSignIn = (what: string): boolean => {
    if (!signInFirst) return false;
    toast({ title: 'Sign In Required', description: `Please log in to ${what}.`, variant: 'destructive' });
    setNeedsSignIn(true);
    return true;
  };

  const message = (recipientId: number | undefined, content: string) => {
    if (recipientId === undefined) return;
    chat.mutate({ recipientId, jobId: job.id, content });
  };

  const onApply = () => {
    if (requireSignIn('apply for jobs')) return;
    if (!isHelperRole(user?.role)) {
      toast({
        title: 'Wrong Account Type',
        description: 'You need a helper account to apply for jobs',
        variant: 'destructive',
      });
      return;
    }
    setDialog('apply');
  };

  const onStartChat = () => {
    if (requireSignIn('message this team')) return;
    message(job.team.user.id, `Hi! I have a question about "${job.title}".`);
  };

  const reviewee = job.viewer === 'owner' ? job.helper?.userId : job.team.user.id;

  const render = (action: JobAction) => {
    switch (action) {
      case 'apply':
        if (noticeLink) return noticeLink('Apply');
        return (
          <Button
            disabled={sessionPending}
            aria-busy={sessionPending}
            data-reveals={reveals}
            onPointerDown={signInFirst ? undefined : fetchDialog('apply')}
            onClick={onApply}
          >
            Apply
          </Button>
        );
      case 'start-chat':
      case 'chat':
        if (noticeLink) return noticeLink('Start Chat', 'outline');
        return (
          <Button
            variant="outline"
            disabled={chat.isPending || sessionPending}
            data-reveals={reveals}
            onClick={onStartChat}
          >
            {chat.isPending ? 'Starting Chat...' : 'Start Chat'}
          </Button>
        );
      case 'already-applied':
        return (
          <>
            <Button disabled>Already Applied</Button>
            {job.myApplication?.status === 'pending' && (
              <WithdrawApplicationButton application={job.myApplication} />
            )}
          </>
        );
      case 'manage-applications':
        return (
          <Link to="/dashboard/my-jobs" className={buttonVariants()}>
            Manage Applications
          </Link>
        );
      case 'mark-complete':
        return (
          <Button disabled={complete.isPending} onClick={() => complete.run(job.id)}>
            {complete.isPending ? 'Completing...' : 'Mark as Complete'}
          </Button>
        );
      case 'message-helper':
        return job.helper ? (
          <Button
            variant="outline"
            disabled={chat.isPending}
            onClick={() =>
              message(job.helper?.userId, `Hi ${job.helper?.user.firstName}! A note about "${job.title}".`)
            }
          >
            Message Helper
          </Button>
        ) : null;
      case 'view-payment-info':
        // Completed and not yet paid: the owner pays from here, as from Payments' Pay Now.
        if (paidBySavedCard) return null;
        return (
          <>
            <Link to={`/payments/options/${job.id}`} className={buttonVariants()}>
              Pay Now
            </Link>
            <Button
              variant="outline"
              onPointerDown={fetchDialog('payment')}
              onClick={() => setDialog('payment')}
            >
              View Payment Info
            </Button>
          </>
        );
      case 'leave-review':
        return reviewee === undefined ? null : <LeaveReviewAction jobId={job.id} revieweeId={reviewee} />;
      case 'contact-team':
        return (
          <Button
            variant="outline"
            disabled={chat.isPending}
            onClick={() => message(job.team.user.id, `Hi! A note about "${job.title}".`)}
          >
            Contact Team
          </Button>
        );
      case 'cancel':
        return (
          <Button variant="ghost" onPointerDown={fetchDialog('cancel')} onClick={() => setDialog('cancel')}>
            Cancel Job
          </Button>
        );
      case 'withdraw-booking':
        return (
          <Button
            variant="ghost"
            onPointerDown={fetchDialog('withdraw-booking')}
            onClick={() => setDialog('withdraw-booking')}
          >
            I can't make it
          </Button>
        );
      case 'reschedule':
        return (
          <Button
            variant="outline"
            onPointerDown={fetchDialog('reschedule')}
            onClick={() => setDialog('reschedule')}
          >
            Reschedule (rain-out)
          </Button>
        );
      case 'edit':
        return (
          <Link to={`/jobs/${job.id}/edit`} className={buttonVariants({ variant: 'outline' })}>
            Edit Job
          </Link>
        );
    }
  };

  const showDateHint =
    actions.includes('mark-complete') && !isGameDayReached(job.jobDate, todayIn(job.timeZone));
  // A completed or cancelled job loses the button that opened its dialog: focus the next action instead.
  const nextAction = () => container.current?.querySelector<HTMLElement>('a, button:not([disabled])');

  return (
    // Once opened, a dialog stays mounted even when no action is left (a job just cancelled), so its toasts still run.
    <div ref={container} className="flex flex-col gap-3">
      {actions.length > 0 && (
        <div className="flex flex-col gap-2 [&>*]:w-full">
          {actions.map((action) => (
            <ActionSlot key={action}>{render(action)}</ActionSlot>
          ))}
        </div>
      )}
      {job.viewer === 'assigned-helper' && job.status === 'completed' && !paidBySavedCard && (
        // The helper answers the team's payment (or confirms it unreported) on the payment page.
        <Link to={`/payments/options/${job.id}`} className={buttonVariants({ className: 'w-full' })}>
          Confirm Payment
        </Link>
      )}
      <AddToCalendarLink job={job} />
      {showDateHint && (
        <p className="text-sm text-slate-700">
          You can mark this job complete from its game day, {longJobDate(job.jobDate)}.
        </p>
      )}
      {signInFirst && <SignInNotice hidden={!needsSignIn} />}

      <JobActionDialogs
        job={job}
        userId={user?.id}
        dialog={dialog}
        opened={opened}
        setDialog={setDialog}
        fallbackFocus={nextAction}
      />
    </div>
  );
}

/** Keeps fragments (Already Applied + Withdraw) stacked like single buttons. */
function ActionSlot({ children }: { children: ReactNode }) {
  if (!children) return null;
  return <div className="flex flex-col gap-2 [&>*]:w-full">{children}</div>;
}
