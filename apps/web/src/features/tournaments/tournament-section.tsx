import { useState } from 'react';
import { Download, Send } from 'lucide-react';
import { gameCanBePosted, staffedPercent, type Tournament, type TournamentGame } from '@sideline/shared';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { useDeleteGame } from './api/tournaments-api';
import { EditGameDialog } from './edit-game-dialog';
import { errorMessage } from './form-errors';
import { GamesList } from './games-list';
import { ImportGamesButton } from './import-games-button';
import { PostJobsDialog } from './post-jobs-dialog';
import { StaffedBar } from './staffing-status';

/** One tournament: its staffing, its games, and the one-step posting of jobs for the selected ones. */
export function TournamentSection({ tournament, canPost }: { tournament: Tournament; canPost: boolean }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [posting, setPosting] = useState(false);
  const [editing, setEditing] = useState<TournamentGame | null>(null);
  const [deleting, setDeleting] = useState<TournamentGame | null>(null);
  const remove = useDeleteGame();

  const games = tournament.games;
  const postable = games.filter(gameCanBePosted);
  // Games that got a job (or vanished) since they were ticked drop out of the selection.
  const chosen = postable.filter((g) => selected.has(g.id)).map((g) => g.id);
  const staffed = games.filter((g) => ['assigned', 'completed', 'paid'].includes(g.staffing)).length;
  const headingId = `tournament-${tournament.id}-title`;

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold break-words text-slate-900">
            {tournament.name}
          </h2>
          <p className="text-sm text-slate-700">
            {tournament.dates} &middot; {tournament.numberOfFields}{' '}
            {tournament.numberOfFields === 1 ? 'field' : 'fields'} &middot; {games.length} of about{' '}
            {tournament.estimatedGames} games imported
            {tournament.servicesNeeded && <> &middot; {tournament.servicesNeeded}</>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportGamesButton tournamentId={tournament.id} tournamentName={tournament.name} />
          {/* The tournament's spend with receipts (decision record 0052): files the server makes. */}
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={`/api/tournaments/${tournament.id}/spend.pdf`}
            download
          >
            <Download aria-hidden="true" />
            Spend PDF<span className="sr-only"> for {tournament.name}</span>
          </a>
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={`/api/tournaments/${tournament.id}/spend.csv`}
            download
          >
            <Download aria-hidden="true" />
            Spend CSV<span className="sr-only"> for {tournament.name}</span>
          </a>
        </div>
      </div>

      <StaffedBar percent={staffedPercent(games)} staffed={staffed} total={games.length} />

      {games.length === 0 ? (
        <EmptyState title="No Games Yet">
          Import your schedule (CSV or Excel) with Import Games to see every game here.
        </EmptyState>
      ) : (
        <>
          {canPost && postable.length > 0 && (
            <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3">
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  setSelected(
                    chosen.length === postable.length ? new Set() : new Set(postable.map((g) => g.id)),
                  )
                }
              >
                {chosen.length === postable.length
                  ? 'Clear selection'
                  : `Select all ${postable.length} unposted`}
              </Button>
              <p className="text-sm text-slate-700" aria-live="polite">
                {chosen.length} {chosen.length === 1 ? 'game' : 'games'} selected
              </p>
              <Button className="sm:ml-auto" disabled={chosen.length === 0} onClick={() => setPosting(true)}>
                <Send aria-hidden="true" />
                Post Jobs for Selected Games
              </Button>
            </div>
          )}
          <GamesList
            games={games}
            selected={selected}
            onToggle={canPost ? toggle : undefined}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </>
      )}

      {posting && (
        <PostJobsDialog
          tournament={tournament}
          gameIds={chosen}
          open={posting}
          onOpenChange={setPosting}
          onPosted={() => setSelected(new Set())}
        />
      )}
      {editing && <EditGameDialog game={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this game?"
        description={
          deleting
            ? `${deleting.homeTeam} vs ${deleting.awayTeam} on ${deleting.gameDate} will be removed from ${tournament.name}.`
            : ''
        }
        confirmLabel="Delete Game"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({
                title: 'Game Deleted',
                description: `${deleting.homeTeam} vs ${deleting.awayTeam} was removed.`,
              });
              setDeleting(null);
            },
            onError: (error) =>
              toast({
                title: 'Failed to Delete Game',
                description: errorMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </section>
  );
}
