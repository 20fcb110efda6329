import { Link } from 'react-router';
import type { User } from '@sideline/shared';
import { AdminConsole } from '@/features/admin/admin-console';
import { usePushAvailable } from '@/features/push/push-opt-in-card';
import { DashboardHeading } from './dashboard-heading';
import { NotificationSettingsCard } from './notification-settings-card';

/** /dashboard for an admin. */
export function AdminHome({ user }: { user: User }) {
  const pushAvailable = usePushAvailable();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <DashboardHeading user={user} title="Admin Dashboard" />
      <Link
        to="/admin/quote-requests"
        className="self-start font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        Tournament quote requests
      </Link>
      <AdminConsole />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <NotificationSettingsCard user={user} pushAvailable={pushAvailable} />
      </div>
    </div>
  );
}
