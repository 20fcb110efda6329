import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { isTeamRole, type Role } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/session/use-auth';
import { AdminConsole } from '@/features/admin/admin-console';
import { HelperDashboard } from './home/helper-dashboard';
import { NotificationSettingsCard } from './home/notification-settings-card';
import { PaymentSettingsCard } from './home/payment-settings-card';
import { TeamDashboard } from './home/team-dashboard';
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
  const heading = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">Welcome, {user.firstName}! Here is your account at a glance.</p>
      </div>
      {/* Bulk Upload Schedule and the Refer a Friend banner come with their own screens (later issues):
          no disabled placeholder or dead link until then. */}
      {isTeam && (
        <Link to="/post-job" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Post a New Job
        </Link>
      )}
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
            <NotificationSettingsCard user={user} />
          </div>
        </HelperDashboard>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      {heading}

      {isTeam && <TeamDashboard user={user} />}

      {user.role === 'admin' && <AdminConsole />}
      {user.role === 'admin' && (
        <div className="grid gap-6 lg:grid-cols-2">
          <NotificationSettingsCard user={user} />
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
          <HelperDashboard user={user} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
