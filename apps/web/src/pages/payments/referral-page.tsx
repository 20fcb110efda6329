import { Link } from 'react-router';
import { canRefer } from '@sideline/shared';
import { useOffersReferrals } from '@/lib/session/use-offers-referrals';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/use-auth';
import { referralLink } from '@/pages/dashboard/home/referral-card';
import { useReferralInfo } from '@/features/payments/api/payments-api';
import { ReferralDetails, ReferralGuestPrompt } from '@/features/payments/referral-view';

/** /get-your-referral-code: the referral page (guest prompt, or the code, link, stats and steps). */
export function Component() {
  const { user, isLoading } = useAuth();
  const referrer = useOffersReferrals();
  const info = useReferralInfo(referrer);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Refer a Friend</h1>
        {/* The pitch only where there is something to act on: not above "you can't refer". */}
        {!isLoading && (!user || referrer) && (
          <p className="mt-1 text-slate-700">Invite other coaches to Sideline and earn free games.</p>
        )}
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : user && !referrer ? (
        // Staff, tournament directors and teens have no code to share: say so rather than offer one.
        <Alert role="status" className="flex-col">
          <p>
            {canRefer(user.role)
              ? 'Referrals are for adults: you can refer coaches from your 18th birthday.'
              : "Referrals are for team and helper accounts. Your account type can't refer coaches."}
          </p>
          <Link to="/dashboard" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            Back to Dashboard
          </Link>
        </Alert>
      ) : user ? (
        <ReferralDetails code={user.referralCode} link={referralLink(user.referralCode)} info={info.data} />
      ) : (
        <ReferralGuestPrompt />
      )}
    </div>
  );
}
