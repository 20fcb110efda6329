import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { HelperAreaGate } from '@/features/applications/helper-area-gate';
import { MyApplicationCard } from '@/features/applications/my-application-card';
import { useHelperApplications } from '@/features/applications/api/queries';
import { useAuth } from '@/lib/session/use-auth';
import { EmptyState } from '@/components/ui/empty-state';
import { ListLoadError } from './my-jobs/list-load-error';

/** /dashboard/my-applications: the helper's own applications, latest first. */
export function Component() {
  const { user } = useAuth();
  // The dashboard layout only renders its pages for a signed-in user.
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Applications</h1>
        <p className="mt-1 text-slate-700">Jobs you applied for, latest first.</p>
      </div>
      <HelperAreaGate user={user}>{(profile) => <Applications helperId={profile.id} />}</HelperAreaGate>
    </div>
  );
}

function Applications({ helperId }: { helperId: number }) {
  const applications = useHelperApplications(helperId);
  if (applications.isError) {
    return <ListLoadError what="your applications" error={applications.error} onRetry={() => void applications.refetch()} />;
  }
  if (applications.isPending) return <Spinner label="Loading your applications" />;
  if (applications.data.length === 0) {
    return (
      <EmptyState
        title="No Applications Yet"
        action={
          <Link to="/jobs" className={buttonVariants()}>
            <Search aria-hidden="true" />
            Browse Available Jobs
          </Link>
        }
      >
        No applications submitted yet.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {applications.data.map((application) => (
        <li key={application.id}>
          <MyApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}
