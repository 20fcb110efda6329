import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPayment, AdminPaymentView } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { adminPaymentsQuery } from './api/queries';
import { usePaymentAction } from './api/mutations';
import { ActionDialog, money } from './action-dialog';
import { FilterBar } from './filter-bar';
import { Pill } from './status-badge';

const VIEWS: { value: AdminPaymentView; label: string; empty: string }[] = [
  { value: 'disputed', label: 'Open disputes', empty: 'No disputed payments.' },
  { value: 'resolved', label: 'Resolved disputes', empty: 'No resolved disputes yet.' },
  { value: 'owed', label: 'Owed to helpers', empty: 'The platform owes no helper anything.' },
  { value: 'settled', label: 'Settled', empty: 'Nothing settled yet.' },
];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
export const METHOD = { card: 'Card', venmo: 'Venmo', paypal: 'PayPal', credit: 'Free-game credit' } as const;

/** Disputed payments to resolve and amounts owed to helpers (credit-paid games) to settle. */
export function PaymentsPanel() {
  const [view, setView] = useState<AdminPaymentView>('disputed');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const list = useQuery({ ...adminPaymentsQuery(view, cursors.at(-1)), placeholderData: keepPreviousData });
  const [acting, setActing] = useState<{ payment: AdminPayment; action: 'resolve' | 'settle' } | null>(null);
  const act = usePaymentAction();
  const rows = list.data?.items ?? [];
  const current = VIEWS.find((v) => v.value === view)!;
  return (
    <div className="flex flex-col gap-3">
      <FilterBar<AdminPaymentView>
        label="Payment queues"
        options={VIEWS}
        value={view}
        onChange={(v) => {
          setView(v);
          setCursors([undefined]);
        }}
      />
      {list.data && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {current.label}: {list.data.total ?? rows.length}
        </p>
      )}
      {list.isPending && <p>Loading…</p>}
      {list.isError && <p role="alert">Could not load the payments.</p>}
      {list.data && rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {current.empty}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {rows.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-slate-900">
                  {p.jobTitle} <span className="font-normal text-slate-700">· payment #{p.id}</span>
                </h3>
                <dl className="mt-1 grid grid-cols-[8rem_1fr] gap-x-2 text-sm text-slate-800">
                  <dt className="font-medium">Team (payer)</dt>
                  <dd>{p.payerName}</dd>
                  <dt className="font-medium">Helper</dt>
                  <dd>{p.payeeName}</dd>
                  <dt className="font-medium">Method</dt>
                  <dd>{METHOD[p.method]}</dd>
                  <dt className="font-medium">Amount</dt>
                  <dd>
                    {money(p.amount)}
                    {p.platformFee > 0 && ` + ${money(p.platformFee)} fee`}
                  </dd>
                  {p.disputedAt && (
                    <>
                      <dt className="font-medium">Disputed</dt>
                      <dd>{when(p.disputedAt)}</dd>
                    </>
                  )}
                  {p.disputeResolvedAt && (
                    <>
                      <dt className="font-medium">Resolved</dt>
                      <dd>
                        {when(p.disputeResolvedAt)}: {p.disputeResolution}
                      </dd>
                    </>
                  )}
                  {p.platformOwes > 0 && (
                    <>
                      <dt className="font-medium">Owed to helper</dt>
                      <dd>
                        {money(p.platformOwes)} {p.owedSettledAt ? `(settled ${when(p.owedSettledAt)})` : ''}
                      </dd>
                    </>
                  )}
                </dl>
              </div>
              <div className="flex flex-col items-end gap-2">
                <Pill tone={p.disputed ? 'destructive' : p.status === 'completed' ? 'completed' : 'neutral'}>
                  {p.disputed ? 'Disputed' : p.status.charAt(0).toUpperCase() + p.status.slice(1)}
                </Pill>
                {p.disputed && (
                  <Button size="sm" onClick={() => setActing({ payment: p, action: 'resolve' })}>
                    Resolve dispute<span className="sr-only"> for payment #{p.id}</span>
                  </Button>
                )}
                {p.platformOwes > 0 && !p.owedSettledAt && (
                  <Button size="sm" onClick={() => setActing({ payment: p, action: 'settle' })}>
                    Mark settled<span className="sr-only"> for payment #{p.id}</span>
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <nav aria-label="Payment pages" className="flex items-center justify-end gap-2">
        <span className="text-sm text-slate-700">Page {cursors.length}</span>
        <Button
          size="sm"
          variant="outline"
          disabled={cursors.length <= 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!list.data?.nextCursor}
          onClick={() => list.data?.nextCursor && setCursors([...cursors, list.data.nextCursor])}
        >
          Next
        </Button>
      </nav>
      {acting?.action === 'resolve' && (
        <ActionDialog
          open
          onOpenChange={(open) => !open && setActing(null)}
          title={`Resolve the dispute on payment #${acting.payment.id}?`}
          description={`${acting.payment.payeeName} said they did not receive ${money(acting.payment.amount)} from ${acting.payment.payerName}. The payment goes back to waiting for the helper's confirmation.`}
          text={{ label: 'How was it resolved?', hint: 'Please describe how the dispute was resolved.' }}
          confirmLabel="Confirm Resolve"
          pending={act.isPending}
          onConfirm={(note) =>
            act.mutate(
              { id: acting.payment.id, action: 'resolve', note },
              { onSuccess: () => setActing(null) },
            )
          }
        />
      )}
      {acting?.action === 'settle' && (
        <ActionDialog
          open
          onOpenChange={(open) => !open && setActing(null)}
          title={`Mark ${money(acting.payment.platformOwes)} to ${acting.payment.payeeName} as settled?`}
          description="Only once the platform has actually paid the helper for this free game. This cannot be undone."
          confirmLabel="Confirm Settled"
          pending={act.isPending}
          onConfirm={() =>
            act.mutate({ id: acting.payment.id, action: 'settle' }, { onSuccess: () => setActing(null) })
          }
        />
      )}
    </div>
  );
}
