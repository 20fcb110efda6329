import type { User } from '@sideline/shared';
import { AvailabilityCard } from '@/features/availability/availability-card';
import { TeenApprovalBanner } from '@/features/guardians/teen-approval-banner';
import { usePushAvailable } from '@/features/push/push-opt-in-card';
import { CalendarCard } from './calendar-card';
import { DashboardHeading } from './dashboard-heading';
import { HelperDashboard } from './helper-dashboard';
import { JobAlertsCard } from './job-alerts-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { PaymentSettingsCard } from './payment-settings-card';

/** /dashboard for a helper: the profile form until the helper profile is complete; the rest waits behind it. */
export function HelperHome({ user }: { user: User }) {
  const pushAvailable = usePushAvailable();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <DashboardHeading user={user} title="Helper Dashboard" />
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
