import { useState } from 'react';
import type { AdminCardHold } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog, money } from './action-dialog';
import { useDisputedCardHolds, useResolveCardHold } from './api/card-holds-api';

type Acting = { hold: AdminCardHold; action: 'capture' | 'release' };

/**
 * Card charges a team stopped in the 24 hours after completing a card job (decision 22): staff read
 * the team's reason, then charge the card or release the hold. Nothing is charged while it waits.
 */
export function CardDisputes() {
  const list = useDisputedCardHolds();
  const resolve = useResolveCardHold();
  const [acting, setActing] = useState<Acting | null>(null);
  const holds = list.data ?? [];
  return (
    <section aria-labelledby="card-disputes-title" className="flex flex-col gap-3">
      <h3 id="card-disputes-title" className="text-lg font-semibold text-slate-900">
        Stopped card charges {list.data && `(${holds.length})`}
      </h3>
      {list.isPending && <p>Loading…</p>}
      {list.isError && <p role="alert">Could not load the stopped card charges.</p>}
      {list.data && holds.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          No card charge is waiting for review.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {holds.map((hold) => (
          <li key={hold.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {hold.jobTitle} <span className="font-normal text-slate-700">· {hold.jobDate}</span>
                </p>
                <dl className="mt-1 grid grid-cols-[8rem_1fr] gap-x-2 text-sm text-slate-800">
                  <dt className="font-medium">Team (payer)</dt>
                  <dd>{hold.payerName}</dd>
                  <dt className="font-medium">Helper</dt>
                  <dd>{hold.payeeName}</dd>
                  <dt className="font-medium">Held</dt>
                  <dd>
                    {money(hold.amount)} on {hold.card}
                  </dd>
                  <dt className="font-medium">Team says</dt>
                  <dd className="break-words">{hold.disputeReason}</dd>
                </dl>
              </div>
              <div className="flex flex-col items-end gap-2">
                <Button size="sm" onClick={() => setActing({ hold, action: 'capture' })}>
                  Charge the card<span className="sr-only"> for {hold.jobTitle}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setActing({ hold, action: 'release' })}>
                  Release the hold<span className="sr-only"> for {hold.jobTitle}</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {acting && (
        <ActionDialog
          open
          onOpenChange={(open) => !open && setActing(null)}
          title={
            acting.action === 'capture'
              ? `Charge ${money(acting.hold.amount)} to ${acting.hold.payerName}?`
              : `Release the hold for ${acting.hold.jobTitle}?`
          }
          description={
            acting.action === 'capture'
              ? `${acting.hold.payeeName} is paid and the job is marked paid. This cannot be undone.`
              : `${acting.hold.payerName}'s card is not charged and ${acting.hold.payeeName} is not paid through Sideline for this job. This cannot be undone.`
          }
          confirmLabel={acting.action === 'capture' ? 'Confirm Charge' : 'Confirm Release'}
          pending={resolve.isPending}
          onConfirm={() =>
            resolve.mutate(
              { id: acting.hold.id, action: acting.action },
              { onSuccess: () => setActing(null) },
            )
          }
        />
      )}
    </section>
  );
}
