export interface Fact {
  label: string;
  value: React.ReactNode;
}

/** A profile's facts as a definition list of small cards (read views of team and helper profiles). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-sm text-slate-600">{fact.label}</dt>
          <dd className="mt-0.5 font-medium wrap-anywhere text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
