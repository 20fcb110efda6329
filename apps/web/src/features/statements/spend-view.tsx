import { formatMoney, statementMethodLabel, type SpendStatement } from '@sideline/shared';
import { TotalFigures } from './total-figures';
import { TotalsList } from './totals-list';

/** A team's spend on screen: each payment with its receipt number, fee and credit used. */
export function SpendView({ statement: s }: { statement: SpendStatement }) {
  return (
    <div className="flex flex-col gap-5">
      <TotalFigures
        figures={[
          ['Charged', s.totals.charged],
          ['Pay to helpers', s.totals.pay],
          ['Platform fees', s.totals.platformFees],
          ['Credits used', s.totals.creditsUsed],
        ]}
      />
      {s.lines.length === 0 ? (
        <p className="text-slate-700">No payments in this period.</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Payments"
        >
          {s.lines.map((l) => (
            <li
              key={l.receiptNumber}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{l.jobTitle}</p>
                <p className="text-sm text-slate-600">
                  Receipt {l.receiptNumber} · {l.gameDate} · {l.helper}
                </p>
              </div>
              <div className="sm:text-right">
                <p className="font-semibold text-slate-900">{formatMoney(l.charged)}</p>
                <p className="text-xs text-slate-600">
                  {statementMethodLabel(l.method)} · fee {formatMoney(l.platformFee)}
                  {l.creditUsed > 0 ? ` · credit ${formatMoney(l.creditUsed)}` : ''}
                  {l.status === 'refunded' ? ' · Refunded' : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TotalsList title="By month" totals={s.totals.byMonth} />
    </div>
  );
}
