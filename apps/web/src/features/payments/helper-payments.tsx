import { PaymentTile, TILE_GRID } from './payment-tile';
import { CANCELLATION_FEE_LABELS, type DuePayment, type Payment } from '@sideline/shared';
import { formatAmount } from '@/lib/format/money';
import { METHOD_LABELS, shortDate } from './format';
import { PaymentAnswer } from './payment-answer';
import { PaymentList } from './payment-row';

const monthOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** The helper's side: what awaits confirmation (with the answers), and what was received, per month. */
export function HelperPayments({ payments, due }: { payments: Payment[]; due: DuePayment[] }) {
  const awaiting = due.filter((d) => d.role === 'payee');
  const received = payments.filter((p) => p.status === 'completed');
  const months = new Map<string, Payment[]>();
  for (const p of received) {
    const key = monthOf(p.completedAt ?? p.createdAt);
    months.set(key, [...(months.get(key) ?? []), p]);
  }
  const total = received.reduce((a, p) => a + p.amount, 0);
  return (
    <div className="flex flex-col gap-6">
      <dl className={TILE_GRID}>
        <PaymentTile label="Total Received" value={formatAmount(total)} />
        <PaymentTile label="Awaiting Confirmation" value={String(awaiting.length)} />
      </dl>
      <section aria-labelledby="awaiting-title" className="flex flex-col gap-3">
        <h2 id="awaiting-title" className="text-lg font-semibold text-slate-900">
          Awaiting confirmation
        </h2>
        {awaiting.length === 0 ? (
          <p className="text-sm text-slate-700">No payments waiting for you.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {awaiting.map((d) => (
              <li
                key={d.jobId}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
              >
                <p className="font-medium text-slate-900">
                  {d.title} <span className="font-normal text-slate-700">· {shortDate(d.jobDate)}</span>
                  {d.kind !== 'pay' && (
                    <span className="font-normal text-amber-900"> · {CANCELLATION_FEE_LABELS[d.kind]}</span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {d.payment?.reportedAt
                    ? `${d.teamName} reports paying you ${formatAmount(d.amount)} by ${METHOD_LABELS[d.payment.method]} on ${shortDate(d.payment.reportedAt)}.`
                    : `${d.teamName} owes you ${formatAmount(d.amount)}.`}
                  {d.payment?.disputed ? ' You marked it as not received.' : ''}
                </p>
                <PaymentAnswer
                  jobId={d.jobId}
                  jobTitle={d.title}
                  reported={Boolean(d.payment?.reportedAt)}
                  disputed={Boolean(d.payment?.disputed)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="received-title" className="flex flex-col gap-3">
        <h2 id="received-title" className="text-lg font-semibold text-slate-900">
          Received
        </h2>
        {received.length === 0 && <p className="text-sm text-slate-700">No payments received yet.</p>}
        {[...months].map(([month, list]) => (
          <div key={month} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-slate-800">
              {month} · {formatAmount(list.reduce((a, p) => a + p.amount, 0))}
            </h3>
            <PaymentList payments={list} empty="" />
          </div>
        ))}
      </section>
    </div>
  );
}
