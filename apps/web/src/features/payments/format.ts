import type { Payment } from '@sideline/shared';

export const METHOD_LABELS: Record<Payment['method'], string> = {
  venmo: 'Venmo',
  paypal: 'PayPal',
  card: 'Card',
  credit: 'Free game',
};

export function shortDate(iso: string | null): string {
  if (!iso) return '';
  const date = iso.length === 10 ? new Date(`${iso}T12:00:00`) : new Date(iso);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The job's open (pending or completed) payment, if any: at most one exists per job. */
export const openPaymentOf = (payments: Payment[] | undefined, jobId: number): Payment | undefined =>
  payments?.find((p) => p.jobId === jobId && (p.status === 'pending' || p.status === 'completed'));
