import type { JobStatus, Payment } from '@sideline/shared';

/**
 * What /payments/success may truthfully say. Only the server's record counts: the job is paid, or
 * a card payment is pending with the provider after its redirect said it went through (the webhook
 * has not landed yet). A page opened without either has no payment to celebrate.
 */
export type SuccessState = 'paid' | 'processing' | 'failed' | 'not-recorded';

// The provider's redirect says how the confirmation ended; anything but these is a failed payment.
const GOOD_REDIRECTS = new Set(['succeeded', 'processing']);

export function successState({
  redirectStatus,
  jobStatus,
  payments,
  jobId,
}: {
  redirectStatus: string | null;
  jobStatus: JobStatus | undefined;
  payments: Payment[] | undefined;
  jobId: number;
}): SuccessState {
  if (jobStatus === 'paid') return 'paid';
  if (redirectStatus !== null && !GOOD_REDIRECTS.has(redirectStatus)) return 'failed';
  const cardPending = payments?.some(
    (p) => p.jobId === jobId && p.method === 'card' && p.status === 'pending',
  );
  return redirectStatus !== null && cardPending ? 'processing' : 'not-recorded';
}
