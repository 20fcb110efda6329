import type { User } from '@sideline/shared';
import { GuardianDashboard } from '@/features/guardians/guardian-dashboard';
import { usePushAvailable } from '@/features/push/push-opt-in-card';
import { DashboardHeading } from './dashboard-heading';
import { NotificationSettingsCard } from './notification-settings-card';
import { PaymentSettingsCard } from './payment-settings-card';

/** /dashboard for a guardian. */
export function GuardianHome({ user }: { user: User }) {
  const pushAvailable = usePushAvailable();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <DashboardHeading user={user} title="Guardian Dashboard" />
      <GuardianDashboard />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PaymentSettingsCard user={user} />
        <NotificationSettingsCard user={user} pushAvailable={pushAvailable} />
      </div>
    </div>
  );
}
