import { ShieldCheck } from 'lucide-react';
import {
  LATE_CANCEL_HOURS,
  NO_SHOW_CONTEST_HOURS,
  PAID_ON_TIME_HOURS,
  reliabilityFigure,
  reliabilityLabel,
  type HelperReliability,
  type TeamReliability,
} from '@sideline/shared';
import { Toggletip } from '@/components/ui/toggletip';
import { cn } from '@/lib/cn';

type Props =
  | { side: 'helper'; reliability: HelperReliability | undefined; className?: string }
  | { side: 'team'; reliability: TeamReliability | undefined; className?: string };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The one reliability figure ("Reliable: 49 of 50 games", or "New"), explained on hover, tap or
 * keyboard (decision 0042). Nothing when the answer carries no reliability.
 */
export function ReliabilityBadge(props: Props) {
  const { reliability, className } = props;
  if (!reliability) return null;
  const figure =
    props.side === 'helper'
      ? reliabilityFigure(
          props.reliability!.booked,
          props.reliability!.noShows + props.reliability!.lateCancels,
        )
      : reliabilityFigure(
          props.reliability!.booked,
          props.reliability!.lateCancels + (props.reliability!.paymentsDue - props.reliability!.paidOnTime),
        );
  const tone =
    figure.kind === 'new'
      ? 'bg-slate-100 text-slate-800'
      : figure.percent >= 90
        ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'
        : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200';
  return (
    <Toggletip
      className={className}
      label={
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
            tone,
          )}
        >
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          {reliabilityLabel(figure)}
        </span>
      }
    >
      {props.side === 'helper' ? (
        <HelperExplanation r={props.reliability!} />
      ) : (
        <TeamExplanation r={props.reliability!} />
      )}
    </Toggletip>
  );
}

function HelperExplanation({ r }: { r: HelperReliability }) {
  return (
    <span className="flex flex-col gap-1.5">
      {r.booked === 0 ? (
        <span>No booked game of theirs has been played or called off yet.</span>
      ) : (
        <span>
          Of {plural(r.booked, 'booked game')} with a known outcome: {r.completed} completed,{' '}
          {plural(r.noShows, 'no-show')}, {plural(r.lateCancels, 'late cancellation')}.
        </span>
      )}
      {r.reminded > 0 && (
        <span>
          Reconfirmed {r.reconfirmed} of {plural(r.reminded, 'game-day reminder')}.
        </span>
      )}
      <span className="text-slate-600">
        A no-show counts when the team's report goes uncontested for {NO_SHOW_CONTEST_HOURS} hours or staff
        uphold it. A late cancellation is being dropped within {LATE_CANCEL_HOURS} hours of the game for not
        reconfirming.
      </span>
    </span>
  );
}

function TeamExplanation({ r }: { r: TeamReliability }) {
  return (
    <span className="flex flex-col gap-1.5">
      {r.booked === 0 ? (
        <span>No booked game of this team's has been played or called off yet.</span>
      ) : (
        <span>
          Of {plural(r.booked, 'booked game')}: {r.completed} completed,{' '}
          {plural(r.lateCancels, 'cancellation')} within {LATE_CANCEL_HOURS} hours of the game.
        </span>
      )}
      {r.paymentsDue > 0 && (
        <span>
          Paid on time: {r.paidOnTime} of {r.paymentsDue} (within {PAID_ON_TIME_HOURS} hours of completing the
          game).
        </span>
      )}
    </span>
  );
}
