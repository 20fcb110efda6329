import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, ForgotPasswordBodySchema } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { useForgotPassword } from './api/auth-api';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useForgotPassword();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ForgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.invalidEmail);
      return;
    }
    setFieldError(null);
    request.mutate(parsed.data);
  };

  const failure =
    request.error instanceof ApiError
      ? request.error.serverMessage
      : request.error
        ? 'Please try again.'
        : null;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {request.isSuccess && (
        <Alert role="status" variant="success">
          {request.data?.message ?? AUTH_MESSAGES.resetSent}
        </Alert>
      )}
      {failure && (
        <Alert role="alert" variant="destructive">
          {failure}
        </Alert>
      )}
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
        }}
        error={fieldError}
      />
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
