import { isHelperRole, paysForJobs, type Role } from '@sideline/shared';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePayments, usePaymentsDue } from './api/payments-api';
import { CsvButton } from './csv-button';
import { HelperPayments } from './helper-payments';
import { TeamPayments } from './team-payments';

/** /dashboard/payments: the team's payments, the helper's, or both for a "both" account. */
export function PaymentsScreen({ role }: { role: Role }) {
  const payments = usePayments();
  const due = usePaymentsDue();
  const team = paysForJobs(role);
  const helper = isHelperRole(role);

  let body;
  if (payments.isError || due.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-slate-800">Your payments could not be loaded.</p>
        <Button
          variant="outline"
          onClick={() => {
            void payments.refetch();
            void due.refetch();
          }}
        >
          Try Again
        </Button>
      </div>
    );
  } else if (payments.isPending || due.isPending) {
    body = <Spinner label="Loading your payments" />;
  } else {
    const asPayer = payments.data.filter((p) => p.role === 'payer');
    const asPayee = payments.data.filter((p) => p.role === 'payee');
    body = (
      <>
        {team && (
          <section
            aria-labelledby={helper ? 'team-payments-title' : undefined}
            className="flex flex-col gap-4"
          >
            {helper && (
              <h2 id="team-payments-title" className="text-xl font-semibold text-slate-900">
                Payments you make
              </h2>
            )}
            <TeamPayments payments={asPayer} due={due.data} />
          </section>
        )}
        {helper && (
          <section aria-labelledby="helper-payments-title" className="flex flex-col gap-4">
            <h2 id="helper-payments-title" className="text-xl font-semibold text-slate-900">
              Payments you receive
            </h2>
            <HelperPayments payments={asPayee} due={due.data} />
          </section>
        )}
        {!team && !helper && (
          <p className="text-slate-700">Payments are made and received by team and helper accounts.</p>
        )}
      </>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Payments</h1>
          <p className="mt-1 text-slate-700">What you have paid and been paid, and what is still due.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/statements" className={buttonVariants({ variant: 'outline' })}>
            Statements
          </Link>
          {payments.data && payments.data.length > 0 && <CsvButton payments={payments.data} />}
        </div>
      </div>
      {body}
    </div>
  );
}
