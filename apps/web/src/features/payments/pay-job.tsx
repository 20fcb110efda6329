import { useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES, type JobDetail, type OutsideMethod, type Payment } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useFreeGame, useReportPayment } from './api/payments-api';
import { formatAmount } from '@/lib/format/money';
import { METHOD_LABELS, shortDate } from './format';
import { CardTab } from './card-tab';
import { OutsideMethodPanel } from './outside-method-panel';
import { Tabs } from './tabs';

type Tab = 'venmo' | 'card' | 'paypal';

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });

/** The owner's chooser for a completed job: Venmo (default), Credit Card, PayPal, and a free game. */
export function PayJob({
  job,
  payment,
  freeGamesRemaining,
  onCreditsChanged,
}: {
  job: JobDetail;
  payment: Payment | undefined;
  freeGamesRemaining: number;
  onCreditsChanged(): void;
}) {
  const [tab, setTab] = useState<Tab>('venmo');
  const report = useReportPayment(job.id);
  const freeGame = useFreeGame(job.id);
  const info = job.paymentInstructions;
  const helperName = info?.helperName ?? 'your helper';
  const amount = job.totalPay;
  const note = `Sideline: ${job.title} (${job.jobDate})`;

  const onReport = (method: OutsideMethod) =>
    report.mutate(method, {
      onSuccess: () => toast({ title: 'Payment Reported', description: PAYMENT_MESSAGES.reported }),
      onError: failed('Could not report the payment'),
    });
  const onFreeGame = () =>
    // mutateAsync: this view unmounts once the job is paid, and the toast must still show.
    freeGame.mutateAsync().then(() => {
      onCreditsChanged();
      toast({ title: 'Free Game Used', description: PAYMENT_MESSAGES.freeGame });
    }, failed('Could not use a free game'));
  const panel = (method: OutsideMethod) => (
    <OutsideMethodPanel
      method={method}
      handle={method === 'venmo' ? (info?.venmoUsername ?? null) : (info?.paypalEmail ?? null)}
      helperName={helperName}
      amountCents={amount}
      note={note}
      reporting={report.isPending}
      onReport={onReport}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-md bg-brand-50 p-4 text-center">
        <p className="text-sm text-brand-900">Amount due to {helperName}</p>
        <p className="text-3xl font-bold text-brand-900">{formatAmount(amount)}</p>
        <p className="mt-1 text-sm text-brand-900">Please pay within 24 hours of completion.</p>
      </div>
      {payment?.status === 'pending' && <PendingNotice payment={payment} helperName={helperName} />}
      <Tabs<Tab>
        label="Payment method"
        value={tab}
        onChange={setTab}
        items={[
          { key: 'venmo', label: 'Venmo', content: panel('venmo') },
          {
            key: 'card',
            label: 'Credit Card',
            content: <CardTab jobId={job.id} />,
          },
          { key: 'paypal', label: 'PayPal', content: panel('paypal') },
        ]}
      />
      {freeGamesRemaining > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Use a free game</CardTitle>
            <CardDescription>
              You have {freeGamesRemaining} free {freeGamesRemaining === 1 ? 'game' : 'games'}. Sideline pays{' '}
              {helperName} for this job instead of you.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="secondary" disabled={freeGame.isPending} onClick={onFreeGame}>
              {freeGame.isPending ? 'Saving...' : 'Use a free game'}
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function PendingNotice({ payment, helperName }: { payment: Payment; helperName: string }) {
  if (payment.disputed) {
    return (
      <Alert variant="warning" role="status">
        <p>
          {helperName} says the {METHOD_LABELS[payment.method]} payment you reported on{' '}
          {shortDate(payment.reportedAt)} has not arrived. Check the transfer, then report it again once it is
          sent.
        </p>
      </Alert>
    );
  }
  return (
    <Alert variant="success" role="status">
      <p>
        You reported paying by {METHOD_LABELS[payment.method]} on {shortDate(payment.reportedAt)}. Waiting for{' '}
        {helperName} to confirm.
      </p>
    </Alert>
  );
}

/** The job is paid: nothing left to do. */
export function JobPaid({ job, payment }: { job: JobDetail; payment: Payment | undefined }) {
  return (
    <Alert variant="success" role="status" className="flex-col">
      <p className="font-semibold">This job is paid.</p>
      {payment && (
        <p>
          {formatAmount(payment.total)} by {METHOD_LABELS[payment.method]}
          {payment.completedAt ? `, confirmed ${shortDate(payment.completedAt)}` : ''}.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={`/jobs/${job.id}`} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          View the job
        </Link>
        <Link to="/dashboard/payments" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          All payments
        </Link>
      </div>
    </Alert>
  );
}
