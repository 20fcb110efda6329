import { Link } from 'react-router';
import type { TournamentGame } from '@sideline/shared';
import { cn } from '@/lib/cn';

const TONE: Record<TournamentGame['staffing'], string> = {
  'not-posted': 'bg-slate-100 text-slate-800',
  open: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  assigned: 'bg-brand-50 text-brand-900 ring-1 ring-brand-100',
  completed: 'bg-sky-50 text-sky-900 ring-1 ring-sky-200',
  paid: 'bg-brand-700 text-white',
  cancelled: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

/** The words of a game's staffing: not posted, open with N applicants, assigned to a helper, completed, paid. */
export function staffingLabel(game: TournamentGame): string {
  switch (game.staffing) {
    case 'not-posted':
      return 'Not posted';
    case 'open':
      return `Open, ${game.applicants} ${game.applicants === 1 ? 'applicant' : 'applicants'}`;
    case 'assigned':
      return game.helperName ? `Assigned to ${game.helperName}` : 'Assigned';
    case 'completed':
      return 'Completed';
    case 'paid':
      return 'Paid';
    case 'cancelled':
      return 'Job cancelled';
  }
}

export function StaffingStatus({ game }: { game: TournamentGame }) {
  const badge = (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[game.staffing])}>
      {staffingLabel(game)}
    </span>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {badge}
      {game.jobId !== null && game.staffing !== 'cancelled' && (
        <Link
          to={`/jobs/${game.jobId}`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          View job
          <span className="sr-only">
            {' '}
            for {game.homeTeam} vs {game.awayTeam}
          </span>
        </Link>
      )}
      {game.staffing === 'completed' && game.jobId !== null && (
        <Link
          to={`/payments/options/${game.jobId}`}
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Pay
          <span className="sr-only">
            {' '}
            for {game.homeTeam} vs {game.awayTeam}
          </span>
        </Link>
      )}
    </div>
  );
}

/** The staffed-percentage bar: games with a helper (assigned, completed, paid) out of all games. */
export function StaffedBar({ percent, staffed, total }: { percent: number; staffed: number; total: number }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span>Staffed</span>
        <span>
          {staffed} of {total} games ({percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Games staffed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% staffed`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
