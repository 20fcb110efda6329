import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { passportLines, type Passport } from '@sideline/shared';
import { cn } from '@/lib/cn';

/**
 * A helper's safety passport as short lines ("Background check clear until Oct 2028", "SafeSport
 * trained until Mar 2027"), shown on profiles, applications and Find Talent (decision 0050).
 * Nothing, or `empty` when given, for a passport with nothing on it.
 */
export function PassportLines({
  passport,
  empty,
  className,
}: {
  passport: Passport | undefined;
  empty?: string;
  className?: string;
}) {
  const lines = passport ? passportLines(passport) : [];
  if (lines.length === 0)
    return empty ? <p className={cn('text-sm text-slate-600', className)}>{empty}</p> : null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Safety passport">
      {lines.map((line) => (
        <li
          key={line}
          className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {line.startsWith('SafeSport') ? (
            <BadgeCheck className="size-3.5" aria-hidden="true" />
          ) : (
            <ShieldCheck className="size-3.5" aria-hidden="true" />
          )}
          {line}
        </li>
      ))}
    </ul>
  );
}
