import { Pencil, Trash2 } from 'lucide-react';
import { gameCanBePosted, type TournamentGame } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { clockTime, shortJobDate } from '@/lib/format/job-format';
import { StaffingStatus } from './staffing-status';

interface GamesListProps {
  games: TournamentGame[];
  selected: Set<number>;
  /** Unset while the director may not post jobs yet: no selection boxes then. */
  onToggle?(gameId: number, checked: boolean): void;
  onEdit(game: TournamentGame): void;
  onDelete(game: TournamentGame): void;
}

/** A tournament's games, each with its staffing; games without a job can be selected, edited or deleted. */
export function GamesList({ games, selected, onToggle, onEdit, onDelete }: GamesListProps) {
  return (
    // On a phone the list runs to the card's edges and the selection box sits beside the date, so
    // a game's teams and field get the screen's width rather than a column of empty gutter.
    <ul className="-mx-4 divide-y divide-slate-200 border-y border-slate-200 sm:mx-0 sm:rounded-lg sm:border-x">
      {games.map((game) => {
        const open = gameCanBePosted(game);
        const name = `${game.homeTeam} vs ${game.awayTeam}`;
        return (
          <li
            key={game.id}
            className={cn(
              'grid gap-2 p-3 sm:p-4 md:items-start md:gap-x-3',
              onToggle ? 'md:grid-cols-[1.25rem_9rem_1fr_12rem]' : 'md:grid-cols-[9rem_1fr_12rem]',
            )}
          >
            <div className="flex items-start gap-3 md:contents">
              {onToggle && (
                // Empty for a game that already has a job: the box column stays aligned on wide screens.
                <div className={cn('w-5 shrink-0 pt-0.5', !open && 'hidden md:block')}>
                  {open && (
                    <Checkbox
                      id={`game-${game.id}`}
                      aria-label={`Select ${name} on ${shortJobDate(game.gameDate)}`}
                      checked={selected.has(game.id)}
                      onCheckedChange={(checked) => onToggle(game.id, checked === true)}
                    />
                  )}
                </div>
              )}
              <p className="text-sm font-medium text-slate-900">
                {shortJobDate(game.gameDate)}
                <span className="block text-slate-700">{clockTime(game.startTime)}</span>
              </p>
            </div>
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{name}</p>
              <p className="text-sm text-slate-700">
                {game.field}
                {game.gameType && <> &middot; {game.gameType}</>}
              </p>
              {game.specialRequirements && (
                <p className="text-sm break-words text-slate-600">{game.specialRequirements}</p>
              )}
            </div>
            <div className="flex flex-col gap-2 md:items-end">
              <StaffingStatus game={game} />
              {open && (
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => onEdit(game)}>
                    <Pencil aria-hidden="true" />
                    Edit<span className="sr-only"> {name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:text-red-800"
                    onClick={() => onDelete(game)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete<span className="sr-only"> {name}</span>
                  </Button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
