import { Link } from 'react-router';
import { AccessDenied } from '@/features/admin/access-denied';
import { AdminSafetyQueue } from '@/features/safety/admin-safety-queue';
import { useAuth } from '@/lib/session/use-auth';

/** /admin/safety: background checks to decide and SafeSport certificates to verify (decision 0050). */
export function Component() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.role !== 'admin') return <AccessDenied />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Safety Queue</h1>
        <Link to="/admin" className="font-medium text-brand-800 underline-offset-4 hover:underline">
          Back to the admin dashboard
        </Link>
      </div>
      <AdminSafetyQueue />
    </div>
  );
}
