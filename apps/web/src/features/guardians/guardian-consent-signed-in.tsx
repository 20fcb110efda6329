import { useState, type FormEvent, type ReactNode } from 'react';
import { GUARDIAN_MESSAGES, GuardianConsentBodySchema, sameMailbox, type User } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';
import type { useGiveConsent } from './api/guardians-api';
import { consentRefusal } from './consent-refusal';

const DATE_FIELD_ID = 'guardian-consent-dateOfBirth';

/**
 * A signed-in account approves. Only the account at the address the link was sent to, confirmed,
 * and an adult by its own date of birth can (the server decides); an account without a date of
 * birth gives one here.
 */
export function GuardianConsentSignedIn({
  user,
  token,
  invitedEmail,
  teenFirstName,
  give,
  confirmEmailNotice,
}: {
  user: User;
  token: string;
  invitedEmail: string;
  teenFirstName: string;
  give: ReturnType<typeof useGiveConsent>;
  /** The app's "confirm your email" notice with its resend button, composed by the page. */
  confirmEmailNotice: ReactNode;
}) {
  const { logout, refresh } = useAuth();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const refused = give.isError ? consentRefusal(give.error, invitedEmail) : null;
  const asksDate =
    !user.dateOfBirth ||
    (give.error instanceof ApiError && give.error.code === 'guardian_date_of_birth_required');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asksDate) {
      const parsed = GuardianConsentBodySchema.safeParse({ token, dateOfBirth });
      if (!parsed.success) {
        setDateError(parsed.error.issues[0]?.message ?? GUARDIAN_MESSAGES.invalidDate);
        document.getElementById(DATE_FIELD_ID)?.focus();
        return;
      }
    }
    setDateError(null);
    give.mutate(asksDate ? dateOfBirth.trim() : undefined, {
      // The account may have changed elsewhere (an address confirmed in another tab).
      onError: () => void refresh(),
    });
  };

  const signedInAs = (
    <p className="text-sm text-slate-700">
      Signed in as {user.firstName} {user.lastName} ({user.email}).
    </p>
  );

  if (!sameMailbox(user.email, invitedEmail))
    return (
      <div className="flex flex-col items-start gap-3">
        {signedInAs}
        <Alert variant="warning" role="status">
          <div className="flex flex-col gap-3">
            <AlertTitle>Use the Account for {invitedEmail}</AlertTitle>
            <AlertDescription>
              {GUARDIAN_MESSAGES.guardianEmailMismatch.replace('{email}', invitedEmail)}
            </AlertDescription>
            <Button variant="outline" className="self-start" onClick={() => void logout()}>
              Sign Out
            </Button>
          </div>
        </Alert>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col items-start gap-3">
      {signedInAs}
      {!user.emailConfirmed && confirmEmailNotice}
      {asksDate && (
        <TextField
          id={DATE_FIELD_ID}
          label="Date of Birth"
          requiredMark
          type="date"
          autoComplete="bday"
          className="w-full max-w-xs"
          hint="A guardian must be 18 or older. It stays on your account and is never shown to others."
          value={dateOfBirth}
          onChange={(event) => setDateOfBirth(event.target.value)}
          error={dateError ?? (refused?.onDate ? refused.text : null)}
        />
      )}
      {refused && !(refused.onDate && asksDate) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused.text}
        </p>
      )}
      <Button type="submit" disabled={give.isPending}>
        {give.isPending ? 'Approving...' : `I Agree: Approve ${teenFirstName}`}
      </Button>
    </form>
  );
}
