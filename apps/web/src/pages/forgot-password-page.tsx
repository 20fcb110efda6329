import { AuthCard } from '@/features/auth/auth-card';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { TextLink } from '@/components/ui/text-link';

export function Component() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email address of your account and we will send you a link to reset your password."
      footer={
        <p>
          Remembered it? <TextLink to="/login">Back to Log In</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
