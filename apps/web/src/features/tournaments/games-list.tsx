import { Pencil, Trash2 } from 'lucide-react';
import { gameCanBePosted, type TournamentGame } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {games.map((game) => {
        const open = gameCanBePosted(game);
        const name = `${game.homeTeam} vs ${game.awayTeam}`;
        return (
          <li key={game.id} className="flex gap-3 p-3 sm:p-4">
            <div className="w-5 shrink-0 pt-0.5">
              {onToggle && open && (
                <Checkbox
                  id={`game-${game.id}`}
                  aria-label={`Select ${name} on ${shortJobDate(game.gameDate)}`}
                  checked={selected.has(game.id)}
                  onCheckedChange={(checked) => onToggle(game.id, checked === true)}
                />
              )}
            </div>
            <div className="grid min-w-0 flex-1 gap-2 md:grid-cols-[9rem_1fr_12rem] md:items-start">
              <p className="text-sm font-medium text-slate-900">
                {shortJobDate(game.gameDate)}
                <span className="block text-slate-700">{clockTime(game.startTime)}</span>
              </p>
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
            </div>
          </li>
        );
      })}
    </ul>
  );
}
