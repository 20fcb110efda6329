import { Link } from 'react-router';
import { useAuth } from '@/lib/session/use-auth';
import { AccessDenied } from '@/features/admin/access-denied';
import { QuoteRequestsList } from '@/features/tournaments/quote-requests-list';

/** /admin/quote-requests: the tournament quote requests (decision 10), staff only. */
export function Component() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.role !== 'admin') return <AccessDenied />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <Link to="/admin" className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
          Back to the admin console
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Tournament Quote Requests</h1>
        <p className="mt-1 text-slate-700">Each requester was promised a quote within 24 hours.</p>
      </div>
      <QuoteRequestsList />
    </div>
  );
}
