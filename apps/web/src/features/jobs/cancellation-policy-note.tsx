import { Link } from 'react-router';
import {
  CANCELLATION_FEE_LABELS,
  CANCELLATION_REASON_LABELS,
  cancellationPolicySentence,
  type JobDetail,
} from '@sideline/shared';
import { formatAmount } from '@/lib/format/money';

/** The job's cancellation terms, on its page for everyone before anyone applies (decision 24). */
export function CancellationPolicyNote({ job }: { job: Pick<JobDetail, 'cancellationPolicy' | 'totalPay'> }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">Cancellation policy:</span>{' '}
      {cancellationPolicySentence(job.cancellationPolicy, job.totalPay)}
    </p>
  );
}

/** Why a cancelled job was cancelled, and (to the team and its booked helper) the fee it owes. */
export function CancellationSummary({ job }: { job: JobDetail }) {
  const reason = job.cancelReasonKind ? CANCELLATION_REASON_LABELS[job.cancelReasonKind] : null;
  const said = [reason, job.cancelReason].filter(Boolean).join(': ');
  const fee = job.cancellationFee;
  const owner = job.viewer === 'owner';
  return (
    <span className="flex flex-col gap-1">
      <span>{said ? `Reason: ${said}` : 'No reason was given.'}</span>
      {fee && (
        <span>
          {CANCELLATION_FEE_LABELS[fee.kind]} ({fee.percent}% of the pay):{' '}
          <span className="font-semibold">{formatAmount(fee.amount)}</span>
          {job.paysByCard
            ? owner
              ? ', charged to the card that guaranteed the booking.'
              : ", charged to the team's card."
            : owner
              ? ", due to your helper like a game's pay. "
              : ', owed to you by the team. '}
          {!job.paysByCard && (
            <Link to="/dashboard/payments" className="font-medium underline underline-offset-4">
              Go to Payments
            </Link>
          )}
        </span>
      )}
    </span>
  );
}
