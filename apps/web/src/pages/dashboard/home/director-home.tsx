import type { User } from '@sideline/shared';
import { DirectorDashboard } from '@/features/tournaments/director-dashboard';
import { DashboardHeading } from './dashboard-heading';
import { DirectorApplicants } from './director-applicants';
import { NotificationSettingsCard } from './notification-settings-card';
import { PaymentSettingsCard } from './payment-settings-card';

/** /dashboard for a tournament director. */
export function DirectorHome({ user }: { user: User }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <DashboardHeading user={user} title="Tournament Director Dashboard" />
      <DirectorDashboard applicants={(teamId) => <DirectorApplicants teamId={teamId} />} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PaymentSettingsCard user={user} />
        <NotificationSettingsCard user={user} />
      </div>
    </div>
  );
}
