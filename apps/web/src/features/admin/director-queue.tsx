import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminDirector } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { adminDirectorsQuery } from './api/queries';
import { useDirectorDecision } from './api/mutations';
import type { DirectorStatus } from './api/keys';
import { ActionDialog } from './action-dialog';
import { FilterBar } from './filter-bar';
import { Pill } from './status-badge';

const FILTERS: { value: DirectorStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
];
const date = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * Tournament directors waiting for review, oldest first, with what they signed up with. Approving or
 * declining emails them; both are confirmed first and land in the audit log.
 */
export function DirectorQueue() {
  const [status, setStatus] = useState<DirectorStatus>('pending');
  const queue = useQuery(adminDirectorsQuery(status));
  const [acting, setActing] = useState<{ user: AdminDirector; decision: 'approve' | 'decline' } | null>(null);
  const decide = useDirectorDecision();
  const rows = queue.data?.items ?? [];
  return (
    <div className="flex flex-col gap-3">
      <FilterBar<DirectorStatus>
        label="Director sign-ups"
        options={FILTERS}
        value={status}
        onChange={setStatus}
      />
      {queue.isPending && <p>Loading…</p>}
      {queue.isError && <p role="alert">Could not load the director sign-ups.</p>}
      {queue.data && rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {status === 'pending' ? 'No director sign-ups are waiting for review.' : `No ${status} directors.`}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {rows.map((d) => (
          <li key={d.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  {d.firstName} {d.lastName}
                </h3>
                <dl className="mt-1 grid grid-cols-[7rem_1fr] gap-x-2 text-sm text-slate-800">
                  <dt className="font-medium">Organization</dt>
                  <dd>{d.organization ?? '—'}</dd>
                  <dt className="font-medium">Title</dt>
                  <dd>{d.title ?? '—'}</dd>
                  <dt className="font-medium">Phone</dt>
                  <dd>
                    {d.phone ? (
                      <a className="underline" href={`tel:${d.phone}`}>
                        {d.phone}
                      </a>
                    ) : (
                      '—'
                    )}
                  </dd>
                  <dt className="font-medium">Email</dt>
                  <dd className="break-all">
                    {d.email}{' '}
                    <span className="whitespace-nowrap">
                      {d.emailConfirmed ? '(confirmed)' : '(not confirmed)'}
                    </span>
                  </dd>
                  <dt className="font-medium">Username</dt>
                  <dd className="break-all">{d.username}</dd>
                  <dt className="font-medium">ZIP</dt>
                  <dd>{d.zipCode}</dd>
                  <dt className="font-medium">Signed up</dt>
                  <dd>{date(d.createdAt)}</dd>
                  <dt className="font-medium">Tournaments</dt>
                  <dd>
                    {d.tournaments.length === 0
                      ? 'None yet'
                      : d.tournaments
                          .map((t) => `${t.name} (${t.dates}, about ${t.estimatedGames} games)`)
                          .join('; ')}
                  </dd>
                </dl>
              </div>
              {d.directorStatus === null ? (
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => setActing({ user: d, decision: 'approve' })}>
                    Approve<span className="sr-only"> {`${d.firstName} ${d.lastName}`}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setActing({ user: d, decision: 'decline' })}
                  >
                    Decline<span className="sr-only"> {`${d.firstName} ${d.lastName}`}</span>
                  </Button>
                </div>
              ) : (
                <Pill tone={d.directorStatus === 'approved' ? 'completed' : 'destructive'}>
                  {d.directorStatus === 'approved' ? 'Approved' : 'Declined'}
                </Pill>
              )}
            </div>
          </li>
        ))}
      </ul>
      {acting && (
        <ActionDialog
          open
          onOpenChange={(open) => !open && setActing(null)}
          title={`${acting.decision === 'approve' ? 'Approve' : 'Decline'} ${acting.user.firstName} ${acting.user.lastName}?`}
          description={
            acting.decision === 'approve'
              ? 'They will be emailed that their tournament director account is approved and can sign in to set up tournaments.'
              : 'They will be emailed that their tournament director sign-up was not approved. This cannot be undone here.'
          }
          confirmLabel={acting.decision === 'approve' ? 'Confirm Approve' : 'Confirm Decline'}
          destructive={acting.decision === 'decline'}
          pending={decide.isPending}
          onConfirm={() =>
            decide.mutate(
              { id: acting.user.id, decision: acting.decision },
              { onSuccess: () => setActing(null) },
            )
          }
        />
      )}
    </div>
  );
}
