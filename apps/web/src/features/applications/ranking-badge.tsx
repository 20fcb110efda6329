import { Trophy } from 'lucide-react';
import { AVAILABILITY_MESSAGES, RANKING_FORMULA, type Application } from '@sideline/shared';
import { Toggletip } from '@/components/ui/toggletip';

/**
 * Where an applicant stands once the job's window has closed (decision 25): "#1 of 4, score 87",
 * or "Applied after the window" for a later one, with the formula on hover, tap or keyboard.
 * Nothing while the window is open, when it ranked nobody, or on lists that carry no ranking.
 */
export function RankingBadge({ application }: { application: Application }) {
  const { placing, score } = application;
  if (!placing || score === undefined) return null;
  // A window that gathered nobody (none at all when the deployment runs without one) ranked nobody:
  // every application is simply first come, first served, which the list's order already says.
  if (placing.place === null && placing.of === 0) return null;
  const label =
    placing.place === null
      ? 'Applied after the window'
      : `#${placing.place} of ${placing.of} \u00b7 score ${Math.round(score)}`;
  return (
    <Toggletip
      label={
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-brand-100">
          <Trophy className="size-3.5" aria-hidden="true" />
          {label}
        </span>
      }
    >
      <span className="flex flex-col gap-1.5">
        {placing.place === null ? (
          <span>
            Applied after the first {placing.of === 1 ? 'application was' : `${placing.of} applications were`}{' '}
            ranked: later applications are listed first come, first served. Score {Math.round(score)} of 100.
          </span>
        ) : (
          <span>
            Ranked {placing.place} of the {placing.of} who applied while the job gathered applications, with a
            score of {score} out of 100. You can still choose anyone.
          </span>
        )}
        <span className="text-slate-600">{RANKING_FORMULA}</span>
      </span>
    </Toggletip>
  );
}

/** Whether the game fits the applicant's availability (issue 55), on the team's lists only. */
export function AvailableBadge({ available }: { available: boolean | undefined }) {
  if (available === undefined) return null;
  return (
    <span
      className={
        available
          ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-900 ring-1 ring-emerald-100'
          : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-200'
      }
    >
      {available ? AVAILABILITY_MESSAGES.available : AVAILABILITY_MESSAGES.notAvailable}
    </span>
  );
}
