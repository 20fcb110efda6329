import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ResetPasswordFormSchema } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { TextLink } from '@/components/ui/text-link';
import { useResetPassword } from './api/auth-api';

type ResetErrors = Partial<Record<'password' | 'confirmPassword' | 'token', string>>;

/** Sets a new password from an emailed link's token, then sends the user to log in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const reset = useResetPassword();
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ResetPasswordFormSchema.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      const next: ResetErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof ResetErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    reset.mutate(
      { token, password: parsed.data.password },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Password Updated',
            description: answer?.message ?? 'You can now log in with your new password.',
          });
          void navigate('/login');
        },
      },
    );
  };

  const error = reset.error;
  const failure =
    errors.token ??
    (error instanceof ApiError
      ? error.serverMessage
      : error
        ? 'Could not update your password. Please try again.'
        : null);
  const linkProblem = Boolean(errors.token) || (error instanceof ApiError && error.status === 400);

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {failure && (
        <Alert role="alert" variant="destructive" className="flex-col gap-1">
          <p>{failure}</p>
          {linkProblem && (
            <TextLink to="/forgot-password" className="text-red-900 underline">
              Request a new reset link
            </TextLink>
          )}
        </Alert>
      )}
      <TextField
        id="reset-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TextField
        id="reset-confirmPassword"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
