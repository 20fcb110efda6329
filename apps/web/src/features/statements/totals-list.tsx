import { formatMoney } from '@sideline/shared';

/** A small table of group totals (a payer's, a month's). */
export function TotalsList({
  title,
  totals,
}: {
  title: string;
  totals: Array<{ label: string; games: number; amount: number }>;
}) {
  if (totals.length === 0) return null;
  return (
    <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
      <caption className="p-2 text-left font-semibold text-slate-900">{title}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="px-3 py-1 font-medium">
            {title.replace('By ', '').replace(/^./, (c) => c.toUpperCase())}
          </th>
          <th scope="col" className="px-3 py-1 text-right font-medium">
            Games
          </th>
          <th scope="col" className="px-3 py-1 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((t) => (
          <tr key={t.label} className="border-t border-slate-100">
            <th scope="row" className="px-3 py-1 text-left font-normal text-slate-800">
              {t.label}
            </th>
            <td className="px-3 py-1 text-right text-slate-800">{t.games}</td>
            <td className="px-3 py-1 text-right font-medium text-slate-900">{formatMoney(t.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
