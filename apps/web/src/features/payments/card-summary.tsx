import type { CardCheckout } from '@sideline/shared';
import { formatAmount } from '@/lib/format/money';

/** Pay, the 10% platform fee and the total, as the server computed them. */
export function CardSummary({ checkout }: { checkout: CardCheckout }) {
  const rows = [
    [`Pay to ${checkout.helperName || 'your helper'}`, checkout.amount],
    ['Platform fee (10%)', checkout.platformFee],
  ] as const;
  return (
    <dl className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4 text-sm">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-medium text-slate-900">{formatAmount(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatAmount(checkout.total)}</dd>
      </div>
    </dl>
  );
}
