import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthCard } from '@/features/auth/auth-card';
import { ProfileChecklist } from '@/features/auth/profile-checklist';
import { useAuth } from '@/features/auth/use-auth';

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

  return (
    <AuthCard
      wide
      title="Complete Your Profile"
      description={`Welcome to Sideline, ${user.firstName}! Here is where your account stands.`}
    >
      <ProfileChecklist user={user} />
      <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </AuthCard>
  );
}
