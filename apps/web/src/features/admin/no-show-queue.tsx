import { useState } from 'react';
import type { NoShowReport } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog } from './action-dialog';
import { useContestedNoShows, useDecideNoShow } from './api/no-shows-api';

type Acting = { report: NoShowReport; decision: 'upheld' | 'overturned' };

const reported = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * No-shows the helper contested (decision 0042): staff read both sides, then uphold the report (it
 * counts on the helper's reliability) or overturn it. Each decision is written to the audit log.
 */
export function NoShowQueue() {
  const list = useContestedNoShows();
  const decide = useDecideNoShow();
  const [acting, setActing] = useState<Acting | null>(null);
  const reports = list.data ?? [];
  return (
    <section aria-labelledby="no-shows-title" className="flex flex-col gap-3">
      <h3 id="no-shows-title" className="text-lg font-semibold text-slate-900">
        Contested no-shows {list.data && `(${reports.length})`}
      </h3>
      {list.isPending && <p>Loading…</p>}
      {list.isError && <p role="alert">Could not load the contested no-shows.</p>}
      {list.data && reports.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          No contested no-show is waiting for a decision.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {reports.map((report) => (
          <li key={report.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {report.jobTitle} <span className="font-normal text-slate-700">· {report.jobDate}</span>
                </p>
                <dl className="mt-1 grid grid-cols-[6.5rem_1fr] gap-x-2 text-sm text-slate-800">
                  <dt className="font-medium">Team</dt>
                  <dd>{report.teamName}</dd>
                  <dt className="font-medium">Helper</dt>
                  <dd>{report.helperName}</dd>
                  <dt className="font-medium">Reported</dt>
                  <dd>{reported(report.reportedAt)}</dd>
                  <dt className="font-medium">Helper says</dt>
                  <dd className="break-words">{report.contestReason}</dd>
                </dl>
              </div>
              <div className="flex flex-col items-end gap-2">
                <Button size="sm" onClick={() => setActing({ report, decision: 'upheld' })}>
                  Uphold<span className="sr-only"> the no-show for {report.jobTitle}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setActing({ report, decision: 'overturned' })}
                >
                  Overturn<span className="sr-only"> the no-show for {report.jobTitle}</span>
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
            acting.decision === 'upheld'
              ? `Uphold the no-show for ${acting.report.helperName}?`
              : `Overturn the no-show for ${acting.report.helperName}?`
          }
          description={
            acting.decision === 'upheld'
              ? `It counts on ${acting.report.helperName}'s reliability. Both sides are told. This cannot be undone.`
              : `It never counts on ${acting.report.helperName}'s reliability. Both sides are told. This cannot be undone.`
          }
          confirmLabel={acting.decision === 'upheld' ? 'Confirm Uphold' : 'Confirm Overturn'}
          text={{ label: 'Note to both sides', hint: 'Please write a short note on what decided it.' }}
          pending={decide.isPending}
          onConfirm={(note) =>
            decide.mutate(
              { id: acting.report.id, decision: acting.decision, note },
              { onSuccess: () => setActing(null) },
            )
          }
        />
      )}
    </section>
  );
}
