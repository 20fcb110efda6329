import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
}

/** Label/value pairs (years, jobs, rating...) as a description list, two columns from phone width up. */
export function ProfileFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
      {facts.map(({ label, value, icon: Icon }) => (
        // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the <dt>, placed in the padding.
        <div key={label} className="relative min-w-0 pl-11">
          <dt className="text-sm text-slate-600">
            <span className="absolute top-0.5 left-0 flex size-8 items-center justify-center rounded-md bg-brand-50">
              <Icon className="size-4 text-brand-700" aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
