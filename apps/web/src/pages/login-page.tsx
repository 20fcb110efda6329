import { Navigate } from 'react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { LoginForm } from '@/features/auth/login-form';
import { TextLink } from '@/components/ui/text-link';
import { useAuth } from '@/lib/session/use-auth';
import { useLogin } from '@/features/auth/use-login';

export function Component() {
  const { user, isLoading } = useAuth();
  const { submit, error, isPending, signedInHere } = useLogin();

  // Someone already signed in has nothing to do here; a sign-in from this page waits its 100 ms.
  if (!isLoading && user && !signedInHere) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard
      title="Log In"
      description="Welcome back! Sign in to your Sideline account."
      footer={
        <p>
          Don&apos;t have an account? <TextLink to="/signup">Sign up</TextLink>
        </p>
      }
    >
      <LoginForm onSubmit={(values) => void submit(values)} error={error} isPending={isPending} />
    </AuthCard>
  );
}
