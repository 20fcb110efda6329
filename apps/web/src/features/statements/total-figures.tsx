import { formatMoney } from '@sideline/shared';

/** A statement's headline totals as cards, two across on a phone and four on a wide screen. */
export function TotalFigures({
  figures,
}: {
  figures: ReadonlyArray<readonly [label: string, cents: number]>;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, cents]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatMoney(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
