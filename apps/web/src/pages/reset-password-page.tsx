import { useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { AuthCard } from '@/features/auth/auth-card';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { TextLink } from '@/components/ui/text-link';

export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <AuthCard
      title="Reset Password"
      description={token ? 'Choose a new password for your account.' : undefined}
      footer={
        <p>
          <TextLink to="/login">Back to Log In</TextLink>
        </p>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert role="alert" variant="destructive" className="flex-col gap-1">
          <p>{AUTH_MESSAGES.invalidResetLink}</p>
          <TextLink to="/forgot-password" className="text-red-900 underline">
            Request a new reset link
          </TextLink>
        </Alert>
      )}
    </AuthCard>
  );
}
