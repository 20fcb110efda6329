import { isTeamRole } from '@sideline/shared';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/use-auth';
import { PostJobForm } from '@/features/jobs/post-job-form';
import { SignInRequired, TeamAccountNeeded } from '@/features/jobs/post-job-gates';

/** /post-job: public route; signed out it asks for a sign-in, other roles are told why they cannot post. */
export function Component() {
  const { user, isLoading } = useAuth();

  // Without a stored user, wait for the session check before saying "Sign In Required".
  if (!user && isLoading) return <PageSpinner label="Loading..." />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      {!user ? (
        <SignInRequired />
      ) : !isTeamRole(user.role) ? (
        <TeamAccountNeeded role={user.role} />
      ) : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Post a Job</h1>
          <p className="mt-2 text-lg text-slate-600">
            Tell helpers about your game: when, where, what you need and what it pays.
          </p>
          <div className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <PostJobForm user={user} />
          </div>
        </>
      )}
    </div>
  );
}
