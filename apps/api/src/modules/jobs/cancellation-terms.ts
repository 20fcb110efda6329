import {
  CANCELLATION_FEE_LABELS,
  CANCELLATION_REASON_LABELS,
  cancelRequestOf,
  cancellationFee,
  formatDollars,
  jobStartsAt,
  type CancelJobBody,
  type CancellationFee,
  type CancellationPolicy,
  type CancellationReason,
} from '@sideline/shared';
import type { jobs } from '../../db/schema/index.js';

type JobRow = typeof jobs.$inferSelect;

/** A posted policy as the job's columns; none given, none set (the defaults, or the job's own on an edit). */
export const policyColumns = (policy: CancellationPolicy | undefined) =>
  policy
    ? {
        cancelFreeUntilHours: policy.freeUntilHours,
        lateCancelPercent: policy.lateCancelPercent,
        showUpPercent: policy.showUpPercent,
      }
    : {};

export const policyOf = (
  job: Pick<JobRow, 'cancelFreeUntilHours' | 'lateCancelPercent' | 'showUpPercent'>,
) => ({
  freeUntilHours: job.cancelFreeUntilHours,
  lateCancelPercent: job.lateCancelPercent,
  showUpPercent: job.showUpPercent,
});

export interface CancellationTerms {
  reason: CancellationReason;
  note: string | null;
  fee: CancellationFee;
  columns: {
    cancelReason: string | null;
    cancelReasonKind: CancellationReason;
    cancellationFeeKind: 'late_cancel' | 'show_up' | null;
    cancellationFeePercent: number;
    cancellationFeeCents: number;
  };
}

/**
 * What cancelling the locked `job` at `now` means: the reason, and the fee its policy asks, read
 * against the game's start in the venue's zone. A job nobody is booked on cancels free.
 */
export function cancellationTerms(job: JobRow, body: CancelJobBody, now: Date): CancellationTerms {
  const request = cancelRequestOf(body);
  const fee = cancellationFee(policyOf(job), job.totalPayCents, {
    booked: job.helperId !== null,
    reason: request.reason,
    helperArrived: request.helperArrived,
    startsAt: jobStartsAt(job.jobDate, job.startTime, job.timeZone),
    now,
  });
  return {
    reason: request.reason,
    note: request.note,
    fee,
    columns: {
      cancelReason: request.note,
      cancelReasonKind: request.reason,
      cancellationFeeKind: fee.kind === 'none' ? null : fee.kind,
      cancellationFeePercent: fee.percent,
      cancellationFeeCents: fee.cents,
    },
  };
}

const money = (cents: number) => (cents % 100 === 0 ? formatDollars(cents) : `$${(cents / 100).toFixed(2)}`);

/** The message the booked helper gets: the reason, and the fee they are owed and how it reaches them. */
export function cancellationNotice(job: JobRow, terms: CancellationTerms): string {
  const note = terms.note ? ` (${terms.note})` : '';
  const lines = [
    `I've cancelled "${job.title}" on ${job.jobDate}. Sorry for the change of plans.`,
    `Reason: ${CANCELLATION_REASON_LABELS[terms.reason]}${note}.`,
  ];
  if (terms.fee.kind !== 'none') {
    const how = job.paysByCard
      ? 'It is charged to the card that guaranteed your booking.'
      : "It is due like a game's pay: confirm it on your Payments page when it arrives.";
    lines.push(
      `Under the job's cancellation policy you are owed a ${CANCELLATION_FEE_LABELS[terms.fee.kind].toLowerCase()} of ${money(terms.fee.cents)} (${terms.fee.percent}% of the pay). ${how}`,
    );
  }
  return lines.join(' ');
}
