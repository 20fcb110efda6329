import { Link } from 'react-router';
import type { User } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthCard } from '@/features/auth/auth-card';
import { ProfileChecklist } from '@/features/auth/profile-checklist';
import { TextLink } from '@/components/ui/text-link';
import { useAuth } from '@/lib/session/use-auth';
import { useProfileStatuses } from '@/lib/profiles/use-profile-statuses';

export function Component() {
  const { user, isLoading } = useAuth();

  if (!user) {
    if (isLoading) return <PageSpinner label="Loading your account" />;
    return (
      <AuthCard title="Complete Your Profile" description="Log in or create an account to set up your profile.">
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/login">Log In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/signup">Sign Up</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return <Onboarding user={user} />;
}

/** Walks a signed-in user to the profile(s) their role needs, from each profile's real status. */
function Onboarding({ user }: { user: User }) {
  const { needs, allComplete, retry } = useProfileStatuses(user);
  return (
    <AuthCard
      wide
      title="Complete Your Profile"
      description={`Welcome to Sideline, ${user.firstName}! Here is where your account stands.`}
    >
      <ProfileChecklist user={user} needs={needs} onRetry={retry} />
      {allComplete ? (
        <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      ) : (
        <p className="mt-6 text-sm text-slate-700">
          {/* Not a dead end: the dashboard works before the profiles are finished. */}
          Want to look around first? <TextLink to="/dashboard">Skip for now</TextLink>
        </p>
      )}
    </AuthCard>
  );
}
