import { useSearchParams } from 'react-router';
import { ConfirmEmailBanner } from '@/features/auth/confirm-email-banner';
import { GuardianConsentView } from '@/features/guardians/guardian-consent-view';

/** /guardian/consent?token=...: the link a teen's guardian receives by email. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <GuardianConsentView
        token={searchParams.get('token')?.trim() ?? ''}
        confirmEmailNotice={(email) => <ConfirmEmailBanner email={email} className="w-full" />}
      />
    </div>
  );
}
