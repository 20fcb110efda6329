import { useQuery } from '@tanstack/react-query';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { monthYear, type BackgroundCheck } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { backgroundCheckQuery, useStartBackgroundCheck } from './api/safety-api';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What the helper's check says now, in words. */
function statusLine(check: BackgroundCheck): string {
  switch (check.status) {
    case 'none':
      return 'You have no background check yet.';
    case 'invited':
      return 'Your check has started. Give your consent and details on the provider\u2019s page to continue.';
    case 'pending':
      return 'The provider is running your check. It usually takes a few days; we will email you.';
    case 'clear':
      return `Background check clear until ${monthYear(check.expiresAt!)}.`;
    case 'consider':
      return check.adverseAction === 'final_adverse'
        ? 'After reviewing your report, jobs that require a clear background check are closed to you. You may start a new check.'
        : check.adverseAction === 'pre_adverse'
          ? `We sent you a pre-adverse action notice. You can answer until ${day(check.respondBy!)}.`
          : 'Your check is complete and our staff are reviewing it. We will email you.';
    case 'suspended':
      return 'The provider needs more information from you. Please answer their email to finish your check.';
    case 'expired':
      return `Your background check lapsed on ${day(check.expiresAt!)}. Start a new one to keep applying to jobs that require it.`;
  }
}

/** Whether a new check may be started now (the server decides; this hides a button it would refuse). */
const canStart = (check: BackgroundCheck) =>
  !check.exempt &&
  (check.status === 'none' ||
    check.status === 'expired' ||
    (check.status === 'consider' && check.adverseAction === 'final_adverse') ||
    (check.status === 'clear' && new Date(check.expiresAt!).getTime() - Date.now() < 30 * 86_400_000));

export function BackgroundCheckCard() {
  const query = useQuery(backgroundCheckQuery());
  const start = useStartBackgroundCheck();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Background check</CardTitle>
        <CardDescription>
          Run by our background check provider and valid for two years. Sideline keeps only its status and
          dates, never the report.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending ? (
          <Skeleton className="h-6 w-2/3" aria-label="Loading your background check" />
        ) : query.isError ? (
          <Alert variant="destructive" role="alert">
            We could not load your background check. {query.error.message}
          </Alert>
        ) : query.data.exempt ? (
          <p>
            Helpers under 18 are exempt from background checks. Jobs may still ask for SafeSport training.
          </p>
        ) : (
          <>
            <p className="flex items-start gap-2" data-testid="background-check-status">
              {query.data.status === 'clear' && (
                <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
              )}
              <span>{statusLine(query.data)}</span>
            </p>
            {query.data.status === 'invited' && query.data.invitationUrl && (
              <a href={query.data.invitationUrl} className={buttonVariants({ className: 'self-start' })}>
                Continue with the provider
                <ExternalLink aria-hidden="true" />
              </a>
            )}
            {canStart(query.data) && (
              <Button className="self-start" onClick={() => start.mutate()} disabled={start.isPending}>
                {start.isPending ? 'Starting...' : 'Start background check'}
              </Button>
            )}
            {start.isError && (
              <Alert variant="destructive" role="alert">
                {start.error instanceof ApiError ? start.error.serverMessage : 'Please try again.'}
              </Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
