import { offersReferrals, todayIn } from '@sideline/shared';
import { useAuth } from './use-auth';

/** Today on this device's calendar, as a birthday is read where the person is. */
const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Whether the signed-in account is offered the referral program (shared `offersReferrals`). */
export function useOffersReferrals(): boolean {
  const { user } = useAuth();
  return offersReferrals(user, localToday());
}
