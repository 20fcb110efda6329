import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import type { SectionLevel } from './team-dashboard-states';

export interface NowItem {
  label: string;
  /** null while the list behind it loads (the row waits rather than flashing a zero). */
  count: number | null;
  to: string;
  icon: LucideIcon;
}

interface NowStripProps {
  id: string;
  items: NowItem[];
  level?: SectionLevel;
}

/**
 * The top of a dashboard on a phone: only what needs the user now (games today, applications to
 * review, payments due), one compact tappable row each, so the answer to "anything for me?" is
 * above the fold. Rows with nothing in them are left out; with nothing at all, one line says so.
 */
export function NowStrip({ id, items, level = 'h2' }: NowStripProps) {
  const Heading = level;
  if (items.some((item) => item.count === null)) return null;
  const due = items.filter((item) => (item.count ?? 0) > 0);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <Heading id={id} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Needs you now
      </Heading>
      {due.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
          Nothing needs you right now.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {due.map(({ label, count, to, icon: Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-slate-900 hover:bg-amber-100',
                  focusRing,
                )}
              >
                <Icon className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
                <span className="min-w-0 flex-1 font-medium">{label}</span>
                <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-bold text-amber-900 ring-1 ring-amber-200">
                  {count}
                </span>
                <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
