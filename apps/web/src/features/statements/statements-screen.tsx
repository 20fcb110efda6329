import { useState, type ReactNode } from 'react';
import { isHelperRole, paysForJobs, type Role, type StatementQuery } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { statementPath, useEarnings, useSpend, type StatementSubject } from './api/statements-api';
import { DownloadLinks } from './download-links';
import { EarningsView } from './earnings-view';
import { presets, PeriodForm } from './period-form';
import { SpendView } from './spend-view';
import { TaxPanel } from './tax-panel';

function Loaded<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-slate-800">The {what} could not be loaded.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  if (query.isPending || query.data === undefined) return <Spinner label={`Loading the ${what}`} />;
  return <>{children(query.data)}</>;
}

/**
 * /dashboard/statements: a helper's earnings and a team's spend for a period, on screen and as CSV
 * and PDF files. `teenId`: a guardian reading their teen's statement.
 */
export function StatementsScreen({
  role,
  today,
  teenId,
}: {
  role: Role;
  today: string;
  teenId: number | null;
}) {
  const [period, setPeriod] = useState<StatementQuery>(presets(today)[0]!.q);
  const who: StatementSubject = teenId ?? 'me';
  const showEarnings = teenId !== null || isHelperRole(role);
  const showSpend = teenId === null && paysForJobs(role);
  const earnings = useEarnings(who, period, showEarnings);
  const spend = useSpend(period, showSpend);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Statements</h1>
        <p className="mt-1 text-slate-700">
          {teenId !== null ? 'Your teen’s earnings' : 'Earnings and spending'} for any period, to keep or
          print.
        </p>
      </div>
      <PeriodForm value={period} today={today} onChange={setPeriod} />
      {showEarnings && (
        <section aria-labelledby="earnings-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="earnings-title" className="text-xl font-semibold text-slate-900">
              Earnings, {period.from} to {period.to}
            </h2>
            <DownloadLinks
              what="earnings"
              csv={statementPath('earnings', who, period, '.csv')}
              pdf={statementPath('earnings', who, period, '.pdf')}
            />
          </div>
          <Loaded query={earnings} what="earnings statement">
            {(s) => (
              <>
                <EarningsView statement={s} />
                <TaxPanel statement={s} own={teenId === null} />
              </>
            )}
          </Loaded>
        </section>
      )}
      {showSpend && (
        <section aria-labelledby="spend-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="spend-title" className="text-xl font-semibold text-slate-900">
              Spending, {period.from} to {period.to}
            </h2>
            <DownloadLinks
              what="spending"
              csv={statementPath('spend', 'me', period, '.csv')}
              pdf={statementPath('spend', 'me', period, '.pdf')}
            />
          </div>
          <Loaded query={spend} what="spend statement">
            {(s) => <SpendView statement={s} />}
          </Loaded>
        </section>
      )}
      {!showEarnings && !showSpend && (
        <p className="text-slate-700">Statements are for team and helper accounts.</p>
      )}
    </div>
  );
}
