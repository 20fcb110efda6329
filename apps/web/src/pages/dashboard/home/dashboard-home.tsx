import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { isTeamRole, type Role } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/session/use-auth';
import { useOffersReferrals } from '@/lib/session/use-offers-referrals';
import { AdminConsole } from '@/features/admin/admin-console';
import { BulkUploadButton } from '@/features/schedule-upload/bulk-upload-button';
import { GuardianDashboard } from '@/features/guardians/guardian-dashboard';
import { TeenApprovalBanner } from '@/features/guardians/teen-approval-banner';
import { DirectorDashboard } from '@/features/tournaments/director-dashboard';
import { DirectorApplicants } from './director-applicants';
import { usePushAvailable } from '@/features/push/push-opt-in-card';
import { HelperDashboard } from './helper-dashboard';
import { CalendarCard } from './calendar-card';
import { JobAlertsCard } from './job-alerts-card';
import { AvailabilityCard } from '@/features/availability/availability-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { PaymentSettingsCard } from './payment-settings-card';
import { ReferAFriendBanner } from './refer-a-friend';
import { TeamDashboard } from './team-dashboard';
import { Component as DashboardNotFound } from '../dashboard-not-found-page';

const TITLES: Partial<Record<Role, string>> = {
  team: 'Team Dashboard',
  both: 'Team Dashboard',
  helper: 'Helper Dashboard',
  admin: 'Admin Dashboard',
  'tournament-director': 'Tournament Director Dashboard',
  guardian: 'Guardian Dashboard',
};

/** /dashboard for a signed-in user: the role's dashboard (loaded by `dashboard-home-page.tsx`). */
export function DashboardHome() {
  const { user } = useAuth();
  const pushAvailable = usePushAvailable();
  const referrals = useOffersReferrals();
  // The layout only renders this page for a signed-in user.
  if (!user) return null;
  const title = TITLES[user.role];
  if (!title) return <DashboardNotFound />;

  const isTeam = isTeamRole(user.role);
  const heading = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">Welcome, {user.firstName}! Here is your account at a glance.</p>
      </div>
      {isTeam && (
        <div className="flex flex-wrap gap-2">
          <BulkUploadButton user={user} />
          <Link to="/post-job" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Post a New Job
          </Link>
        </div>
      )}
    </div>
  );

  if (user.role === 'tournament-director') {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {heading}
        <DirectorDashboard applicants={(teamId) => <DirectorApplicants teamId={teamId} />} />
        <div className="grid gap-6 lg:grid-cols-2">
          <PaymentSettingsCard user={user} />
          <NotificationSettingsCard user={user} />
        </div>
      </div>
    );
  }

  if (user.role === 'guardian') {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {heading}
        <GuardianDashboard />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <PaymentSettingsCard user={user} />
          <NotificationSettingsCard user={user} pushAvailable={pushAvailable} />
        </div>
      </div>
    );
  }

  // A helper sees the profile form until the helper profile is complete; the rest waits behind it.
  if (user.role === 'helper') {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {heading}
        <TeenApprovalBanner user={user} />
        <HelperDashboard user={user}>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <PaymentSettingsCard user={user} />
            <NotificationSettingsCard user={user} pushAvailable={pushAvailable} />
            <JobAlertsCard />
            <CalendarCard />
            <AvailabilityCard />
          </div>
        </HelperDashboard>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      {heading}

      {isTeam && referrals && <ReferAFriendBanner />}
      {isTeam && <TeamDashboard user={user} />}

      {user.role === 'admin' && (
        <Link
          to="/admin/quote-requests"
          className="self-start font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          Tournament quote requests
        </Link>
      )}
      {user.role === 'admin' && <AdminConsole />}
      {user.role === 'admin' && (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <NotificationSettingsCard user={user} pushAvailable={pushAvailable} />
        </div>
      )}

      {/* Role both: the team dashboard (spec) plus the helper side, behind the same profile gate. */}
      {user.role === 'both' && (
        <section
          aria-labelledby="helper-section-title"
          className="flex flex-col gap-4 border-t border-slate-200 pt-6"
        >
          <h2 id="helper-section-title" className="text-xl font-bold text-slate-900">
            Helper Dashboard
          </h2>
          <HelperDashboard user={user} headingLevel="h3">
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <JobAlertsCard headingLevel="h3" />
              <AvailabilityCard headingLevel="h3" />
            </div>
          </HelperDashboard>
        </section>
      )}
    </div>
  );
}
