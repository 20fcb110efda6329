import {
  formatMoney,
  STATEMENT_MESSAGES,
  statementMethodLabel,
  type EarningsStatement,
} from '@sideline/shared';
import { TotalFigures } from './total-figures';
import { TotalsList } from './totals-list';

const KIND = { game: '', late_cancel: ' · late-cancellation fee', show_up: ' · show-up fee' } as const;
const STATUS = {
  paid: 'Paid',
  owed: 'Owed by Sideline',
  refunded: 'Refunded to the team',
  unpaid: 'Not paid yet',
} as const;

/** A helper's statement on screen: totals first, then each game (a list that reads on a phone). */
export function EarningsView({ statement: s }: { statement: EarningsStatement }) {
  return (
    <div className="flex flex-col gap-5">
      {s.guardian && (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
          {s.helper.name} is a teen helper: payments were made to their guardian, {s.guardian}.
        </p>
      )}
      <TotalFigures
        figures={[
          ['Earned', s.totals.earned],
          ['By card through Sideline', s.totals.throughPlatform],
          ['Venmo / PayPal (reported)', s.totals.outsidePlatform],
          ['Refunded to teams', s.totals.refunded],
          ...(s.totals.owed > 0 ? ([['Owed by Sideline', s.totals.owed]] as const) : []),
        ]}
      />
      {s.totals.owed > 0 && <p className="text-sm text-slate-700">{STATEMENT_MESSAGES.owed}</p>}
      {s.lines.length === 0 ? (
        <p className="text-slate-700">No games worked in this period.</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Games"
        >
          {s.lines.map((l) => (
            <li key={l.jobId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {l.jobTitle}
                  {KIND[l.kind]}
                </p>
                <p className="text-sm text-slate-600">
                  {l.gameDate} · {l.payer} · paid to {l.payee}
                </p>
              </div>
              <div className="sm:text-right">
                <p className="font-semibold text-slate-900">
                  {formatMoney(l.status === 'owed' ? l.owed : l.amount)}
                </p>
                <p className="text-xs text-slate-600">
                  {l.method ? `${statementMethodLabel(l.method)} · ` : ''}
                  {STATUS[l.status]}
                  {l.paidOn && l.status === 'paid' ? ` ${l.paidOn}` : ''}
                </p>
                {l.taxYear && l.taxYear !== l.gameDate.slice(0, 4) && (
                  <p className="text-xs text-slate-600">
                    Counted in {l.taxYear} card earnings (the year paid)
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TotalsList title="By payer" totals={s.totals.byPayer} />
        <TotalsList title="By month" totals={s.totals.byMonth} />
      </div>
    </div>
  );
}
