import type { Payment } from '@sideline/shared';

/** Dollars with cents only when there are some ($75, $62.50): the amount the Venmo link asks for. */
export function money(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars)
    ? `$${dollars.toLocaleString('en-US')}`
    : `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

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
