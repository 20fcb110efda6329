import type { ReactNode } from 'react';
import type { User } from '@sideline/shared';
import { useOffersReferrals } from '@/lib/session/use-offers-referrals';
import { DashboardHeading } from './dashboard-heading';
import { ReferAFriendBanner } from './refer-a-friend';
import { TeamDashboard } from './team-dashboard';

/** /dashboard for a team (a coach); an account that is both a team and a helper adds its helper side below. */
export function TeamHome({ user, children }: { user: User; children?: ReactNode }) {
  const referrals = useOffersReferrals();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <DashboardHeading user={user} title="Team Dashboard" teamActions />
      {referrals && <ReferAFriendBanner />}
      <TeamDashboard user={user} />
      {children}
    </div>
  );
}
