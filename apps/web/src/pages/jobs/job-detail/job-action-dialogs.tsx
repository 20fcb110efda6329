import { lazy, Suspense, type ReactNode } from 'react';
import type { JobDetail } from '@sideline/shared';

export type Dialog = 'apply' | 'payment' | 'cancel' | 'reschedule' | 'withdraw-booking';
export type OpenDialog = Dialog | null;

// Each dialog (its form, and zod with the schemas it checks) loads on its first open, not with the
// page; the button's press starts the fetch, a moment before its click opens it.
const DIALOGS = {
  apply: () => import('./apply-dialog'),
  payment: () => import('@/features/jobs/payment-instructions-dialog'),
  cancel: () => import('./cancel-job-dialog'),
  reschedule: () => import('@/features/jobs/reschedule-dialog'),
  'withdraw-booking': () => import('@/features/jobs/withdraw-booking-dialog'),
} satisfies Record<Dialog, () => Promise<unknown>>;

const ApplyDialog = lazy(() => DIALOGS.apply().then((m) => ({ default: m.ApplyDialog })));
const PaymentInstructionsDialog = lazy(() =>
  DIALOGS.payment().then((m) => ({ default: m.PaymentInstructionsDialog })),
);
const CancelJobDialog = lazy(() => DIALOGS.cancel().then((m) => ({ default: m.CancelJobDialog })));
const RescheduleDialog = lazy(() => DIALOGS.reschedule().then((m) => ({ default: m.RescheduleDialog })));
const WithdrawBookingDialog = lazy(() =>
  DIALOGS['withdraw-booking']().then((m) => ({ default: m.WithdrawBookingDialog })),
);

/** A handler for a dialog's button press: fetches the dialog's code. */
export const fetchDialog = (dialog: Dialog) => () => void DIALOGS[dialog]();

interface Props {
  job: JobDetail;
  /** The signed-in viewer (Apply needs one). */
  userId: number | undefined;
  dialog: OpenDialog;
  /** The dialogs opened so far: each is mounted from its first open on. */
  opened: ReadonlySet<Dialog>;
  setDialog: (dialog: OpenDialog) => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}

/** The job actions' dialogs, each mounted (and its code loaded) from its first open on. */
export function JobActionDialogs({ job, userId, dialog, opened, setDialog, fallbackFocus }: Props) {
  const on = (name: Dialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
    fallbackFocus,
  });
  return (
    <>
      {userId !== undefined && opened.has('apply') && (
        <Loaded>
          <ApplyDialog {...on('apply')} job={job} userId={userId} />
        </Loaded>
      )}
      {opened.has('payment') && (
        <Loaded>
          <PaymentInstructionsDialog
            {...on('payment')}
            jobId={job.id}
            completedAt={job.completedAt}
            instructions={job.paymentInstructions}
          />
        </Loaded>
      )}
      {opened.has('reschedule') && (
        <Loaded>
          <RescheduleDialog {...on('reschedule')} job={job} />
        </Loaded>
      )}
      {opened.has('withdraw-booking') && (
        <Loaded>
          <WithdrawBookingDialog {...on('withdraw-booking')} job={job} />
        </Loaded>
      )}
      {opened.has('cancel') && (
        <Loaded>
          <CancelJobDialog
            {...on('cancel')}
            job={job}
            // A rained-out booked game can move instead of ending (decision 24).
            {...(job.status === 'assigned' ? { onRescheduleInstead: () => setDialog('reschedule') } : {})}
          />
        </Loaded>
      )}
    </>
  );
}

/** One boundary per dialog: one still loading never hides another. */
function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
