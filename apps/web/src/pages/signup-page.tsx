import { AuthCard } from '@/features/auth/auth-card';
import { SignupForm } from '@/features/auth/signup-form';
import { TextLink } from '@/components/ui/text-link';

/** Also shown by the dashboard layout to signed-out visitors of /dashboard/*. */
export function Component() {
  return (
    <AuthCard
      wide
      title="Create Your Account"
      description="Join Sideline to hire game-day help or get paid to help at games."
      footer={
        <p>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
