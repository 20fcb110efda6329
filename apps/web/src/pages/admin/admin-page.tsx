import { Link } from 'react-router';
import { useAuth } from '@/lib/session/use-auth';
import { AccessDenied } from '@/features/admin/access-denied';
import { AdminConsole } from '@/features/admin/admin-console';
import { useSafetyQueueCount } from '@/features/safety/admin-safety-queue';

/** /admin, inside the dashboard frame (which shows signed-out visitors the sign-up screen). */
export function Component() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.role !== 'admin') return <AccessDenied />;
  return <AdminHome />;
}

function AdminHome() {
  const safety = useSafetyQueueCount();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <div className="flex flex-wrap gap-4">
          <Link to="/admin/safety" className="font-medium text-brand-800 underline-offset-4 hover:underline">
            Safety queue{safety === null ? '' : ` (${safety})`}
          </Link>
          <Link
            to="/admin/quote-requests"
            className="font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            Tournament quote requests
          </Link>
        </div>
      </div>
      <AdminConsole />
    </div>
  );
}
