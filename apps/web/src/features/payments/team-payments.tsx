import { PaymentTile, TILE_GRID } from './payment-tile';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CANCELLATION_FEE_LABELS as DUE_KIND_LABELS,
  PLATFORM_FEE_PERCENT,
  type DuePayment,
  type Payment,
} from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { formatAmount } from '@/lib/format/money';
import { chargedToTeam } from './charged';
import { METHOD_LABELS, shortDate } from './format';
import { PaymentList } from './payment-row';
import { Tabs } from './tabs';

const OVERVIEW_COUNT = 5;
type Tab = 'overview' | 'pending' | 'completed' | 'failed';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The team's side of /dashboard/payments: the four tiles and the tabs. */
export function TeamPayments({ payments, due }: { payments: Payment[]; due: DuePayment[] }) {
  const [tab, setTab] = useState<Tab>('overview');
  const paid = payments.filter((p) => p.status === 'completed');
  const failed = payments.filter((p) => p.status === 'failed');
  const owed = due.filter((d) => d.role === 'payer');
  const items = [
    {
      key: 'overview' as const,
      label: 'Overview',
      // What is due comes first, with its Pay Now: the Pending tile's amount is never "nothing".
      content: (
        <div className="flex flex-col gap-6">
          {owed.length > 0 && (
            <section aria-labelledby="overview-due-title" className="flex flex-col gap-3">
              <h3 id="overview-due-title" className="font-semibold text-slate-900">
                {`Due now (${owed.length})`}
              </h3>
              <PendingCards owed={owed} level={4} />
            </section>
          )}
          {payments.length > 0 ? (
            <section aria-labelledby="overview-recent-title" className="flex flex-col gap-3">
              <h3 id="overview-recent-title" className="font-semibold text-slate-900">
                Recent payments
              </h3>
              <PaymentList payments={payments.slice(0, OVERVIEW_COUNT)} empty="" />
            </section>
          ) : (
            owed.length === 0 && (
              <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
                <h3 className="font-semibold text-slate-900">No Payments Yet</h3>
                <p className="mt-1 text-sm text-slate-700">
                  Payments for your completed jobs will show here.
                </p>
              </div>
            )
          )}
        </div>
      ),
    },
    {
      key: 'pending' as const,
      label: `Pending (${owed.length})`,
      content:
        owed.length === 0 ? (
          <p className="text-sm text-slate-700">Nothing to pay right now.</p>
        ) : (
          <PendingCards owed={owed} level={3} />
        ),
    },
    {
      key: 'completed' as const,
      label: `Completed (${paid.length})`,
      content: <PaymentList payments={paid} empty="No completed payments yet." />,
    },
    ...(failed.length > 0
      ? [
          {
            key: 'failed' as const,
            label: `Failed (${failed.length})`,
            content: <PaymentList payments={failed} empty="" />,
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className={`${TILE_GRID} lg:grid-cols-4`}>
        <PaymentTile label="Total Paid" value={formatAmount(sum(paid.map(chargedToTeam)))} />
        <PaymentTile label="Total Jobs" value={String(paid.length)} />
        <PaymentTile label="Pending" value={formatAmount(sum(owed.map((d) => d.amount)))} />
        <PaymentTile label="Platform Fees" value={formatAmount(sum(paid.map((p) => p.platformFee)))} />
      </dl>
      <Tabs<Tab> label="Payments" value={tab} onChange={setTab} items={items} />
    </div>
  );
}

function PendingCards({ owed, level }: { owed: DuePayment[]; level: 3 | 4 }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {owed.map((d) => (
        <PendingCard key={d.jobId} due={d} level={level} />
      ))}
    </ul>
  );
}

/**
 * A completed job still to pay: the spec's card, paid by Venmo or PayPal (no fee) or by card.
 * `level`: its heading's, under the Overview's "Due now" (4) or straight in the Pending tab (3).
 */
function PendingCard({ due: d, level }: { due: DuePayment; level: 3 | 4 }) {
  const fee = 0;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <Heading className="font-semibold text-slate-900">{d.title}</Heading>
        {d.kind !== 'pay' && <p className="text-sm font-medium text-amber-900">{DUE_KIND_LABELS[d.kind]}</p>}
        <p className="text-sm text-slate-700">
          {shortDate(d.jobDate)} · {d.helperName}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-700">Amount Due</dt>
          <dd className="font-semibold text-slate-900">{formatAmount(d.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Platform Fee</dt>
          <dd className="font-semibold text-slate-900">{formatAmount(fee)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Total</dt>
          <dd className="font-semibold text-slate-900">{formatAmount(d.amount + fee)}</dd>
        </div>
      </dl>
      <p className="text-sm text-amber-900">
        {d.payment?.disputed
          ? `${d.helperName} says your ${METHOD_LABELS[d.payment.method]} payment has not arrived.`
          : d.payment
            ? `You reported paying by ${METHOD_LABELS[d.payment.method]}; waiting for ${d.helperName} to confirm.`
            : d.kind !== 'pay'
              ? 'This fee is due for a cancelled game, under its cancellation policy.'
              : 'Payment is due for this completed job. Please pay within 24 hours of completion.'}
      </p>
      <p className="text-xs text-slate-600">
        Venmo and PayPal carry no fee; the {PLATFORM_FEE_PERCENT}% platform fee applies to card payments only.
      </p>
      <Link
        to={`/payments/options/${d.jobId}`}
        className={buttonVariants({ size: 'sm', className: 'self-start' })}
        aria-label={`Pay Now: ${d.title}`}
      >
        Pay Now
      </Link>
    </li>
  );
}
