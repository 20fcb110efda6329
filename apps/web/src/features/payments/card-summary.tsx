import type { CardCheckout } from '@sideline/shared';
import { formatAmount } from '@/lib/format/money';
import { cardCharge } from './free-game';

/**
 * Pay, the 10% platform fee and the total, as the server computed them; with a free game, its
 * discount and what the card is charged.
 */
export function CardSummary({
  checkout,
  useFreeGame = false,
}: {
  checkout: CardCheckout;
  useFreeGame?: boolean;
}) {
  const { discount, charged } = cardCharge(checkout, useFreeGame);
  const rows = [
    [`Pay to ${checkout.helperName || 'your helper'}`, formatAmount(checkout.amount)],
    ['Platform fee (10%)', formatAmount(checkout.platformFee)],
    ...(discount > 0 ? [['Free game', `\u2212${formatAmount(discount)}`] as const] : []),
  ] as const;
  return (
    <dl className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-slate-900">{discount > 0 ? 'Card total' : 'Total'}</dt>
        <dd className="font-bold text-slate-900">{formatAmount(charged)}</dd>
      </div>
    </dl>
  );
}
