import type { Payment } from '@sideline/shared';
import { formatAmount } from '@/lib/format/money';
import { coveredByCredit } from './charged';
import { METHOD_LABELS, shortDate } from './format';

const STATUS_TONE: Record<Payment['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-brand-50 text-brand-900 ring-brand-100',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
};
const STATUS_LABEL: Record<Payment['status'], string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};

/**
 * One payment in a list: job, the other party, method, amount, status. A card payment that used a
 * free game says so: to the team, the discount and what the card was charged; to the helper, that
 * their pay came in full.
 */
export function PaymentRow({ payment: p }: { payment: Payment }) {
  const other = p.role === 'payer' ? `to ${p.helperName}` : `from ${p.teamName}`;
  const discount = p.method === 'credit' ? 0 : coveredByCredit(p);
  const byCredit = p.method === 'credit' && p.role === 'payer';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <p className="font-medium text-slate-900">{p.job.title}</p>
        <p className="text-sm text-slate-700">
          {shortDate(p.job.jobDate)} · {METHOD_LABELS[p.method]} {other}
        </p>
        {byCredit && (
          <p className="text-sm text-brand-800">Covered by a free game credit; nothing was charged</p>
        )}
        {discount > 0 && (
          <p className="text-sm text-brand-800">
            {p.role === 'payer'
              ? `Free game \u2212${formatAmount(discount)} · card charged ${formatAmount(p.total - discount)}`
              : 'The team used a free game; you were paid in full'}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        {/* The team's total (pay and fee); the helper's pay, which is what they receive. */}
        <span className="font-semibold text-slate-900">
          {formatAmount(p.role === 'payer' ? p.total : p.amount)}
        </span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[p.status]}`}>
          {p.disputed ? 'Disputed' : STATUS_LABEL[p.status]}
        </span>
      </div>
    </li>
  );
}

export function PaymentList({ payments, empty }: { payments: Payment[]; empty: string }) {
  if (payments.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {payments.map((p) => (
        <PaymentRow key={p.id} payment={p} />
      ))}
    </ul>
  );
}
