import { Gift } from 'lucide-react';
import { PAID_GAMES_PER_FREE_GAME, isTeamRole, type Role } from '@sideline/shared';
import { useAuth } from '@/features/auth/use-auth';
import { HelperDashboard } from '@/features/dashboard/helper-dashboard';
import { PaymentSettingsCard } from '@/features/dashboard/payment-settings-card';
import { ReferralCard } from '@/features/dashboard/referral-card';
import { StatCard } from '@/features/dashboard/stat-card';
import { Component as DashboardNotFound } from './dashboard-not-found-page';

const TITLES: Partial<Record<Role, string>> = {
  team: 'Team Dashboard',
  both: 'Team Dashboard',
  helper: 'Helper Dashboard',
  admin: 'Admin Dashboard',
};

export function Component() {
  const { user } = useAuth();
  // The layout only renders this page for a signed-in user.
  if (!user) return null;
  const title = TITLES[user.role];
  if (!title) return <DashboardNotFound />;

  const isTeam = isTeamRole(user.role);
  const paysOrGetsPaid = user.role !== 'admin';
  const heading = (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-700">Welcome, {user.firstName}! Here is your account at a glance.</p>
    </div>
  );

  // A helper sees the profile form until the helper profile is complete; the rest waits behind it.
  if (user.role === 'helper') {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {heading}
        <HelperDashboard user={user}>
          <div className="grid gap-6 lg:grid-cols-2">
            <PaymentSettingsCard user={user} />
          </div>
        </HelperDashboard>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      {heading}

      {isTeam && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Free Games"
            value={user.freeGamesRemaining}
            icon={Gift}
            hint={`1 free game for every ${PAID_GAMES_PER_FREE_GAME} paid games (${user.paidGamesCompleted} paid so far).`}
          />
        </div>
      )}

      {(isTeam || paysOrGetsPaid) && (
        <div className="grid gap-6 lg:grid-cols-2">
          {isTeam && user.referralCode && <ReferralCard code={user.referralCode} />}
          {paysOrGetsPaid && <PaymentSettingsCard user={user} />}
        </div>
      )}

      {/* Role both: the team dashboard (spec) plus the helper side, behind the same profile gate. */}
      {user.role === 'both' && (
        <section aria-labelledby="helper-section-title" className="flex flex-col gap-4">
          <h2 id="helper-section-title" className="text-xl font-bold text-slate-900">
            Helper Dashboard
          </h2>
          <HelperDashboard user={user} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
