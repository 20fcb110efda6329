import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { GUARDIAN_MESSAGES } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';
import { consentPreviewQuery, useGiveConsent } from './api/guardians-api';
import { GuardianConsentSignedIn } from './guardian-consent-signed-in';
import { GuardianSignInForm } from './guardian-sign-in-form';
import { GuardianSignupForm } from './guardian-signup-form';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.code !== 'invalid_token'
    ? error.serverMessage
    : GUARDIAN_MESSAGES.linkInvalid;

/** Where a teen's consent link leads: who asks, the words agreed to, and one way to approve. */
export function GuardianConsentView({
  token,
  confirmEmailNotice,
}: {
  token: string;
  /** The app's notice for an unconfirmed address (composed by the page: it lives in auth). */
  confirmEmailNotice: (email: string) => ReactNode;
}) {
  const { user } = useAuth();
  const preview = useQuery({ ...consentPreviewQuery(token), enabled: token.length > 0 });
  const give = useGiveConsent(token);

  if (!token || preview.isError)
    return (
      <Alert variant="destructive" role="alert">
        <div className="flex flex-col gap-1">
          <AlertTitle>Consent Link Not Valid</AlertTitle>
          <AlertDescription>{failureText(preview.error)}</AlertDescription>
        </div>
      </Alert>
    );
  if (!preview.data) return <Skeleton className="h-64 w-full" aria-label="Loading" />;

  const { teenFirstName, teenLastName, guardianEmail, status, wording } = preview.data;
  const approved = status === 'given' || give.isSuccess;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
          <ShieldCheck className="size-7 text-brand-700" aria-hidden="true" />
          Approve {teenFirstName} {teenLastName}&apos;s Account
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <p className="text-slate-700">
          {teenFirstName} signed up to Sideline, a marketplace for paid game-day jobs in youth sports, and
          named you as their parent or guardian. Because they are under 18, they can apply for jobs only after
          you approve.
        </p>
        <blockquote className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
          {wording}
        </blockquote>

        {approved ? (
          <Alert variant="success" role="status">
            <div className="flex flex-col gap-1">
              <AlertTitle>{teenFirstName}&apos;s account is approved</AlertTitle>
              <AlertDescription className="flex flex-col items-start gap-3">
                <span>
                  {give.data?.message ?? `${teenFirstName} can apply for game-day jobs.`} You can see their
                  applications, bookings, messages and payments, and pause or close the account, in your
                  guardian view.
                </span>
                {user && (
                  <Link to="/dashboard/guardian" className={buttonVariants()}>
                    Open Guardian View
                  </Link>
                )}
              </AlertDescription>
            </div>
          </Alert>
        ) : user ? (
          <GuardianConsentSignedIn
            user={user}
            token={token}
            invitedEmail={guardianEmail}
            teenFirstName={teenFirstName}
            give={give}
            confirmEmailNotice={confirmEmailNotice(user.email)}
          />
        ) : (
          <div className="flex flex-col gap-8">
            <GuardianSignupForm token={token} email={guardianEmail} teenFirstName={teenFirstName} />
            <div className="border-t border-slate-200 pt-6">
              <GuardianSignInForm email={guardianEmail} />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
