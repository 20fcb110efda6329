import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';

interface LoginFormProps {
  onSubmit(values: { email: string; password: string }): void;
  error: string | null;
  isPending: boolean;
}

export function LoginForm({ onSubmit, error, isPending }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email, password });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {error && (
        <Alert id="login-error" role="alert" variant="destructive">
          {error}
        </Alert>
      )}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error && !email.trim() ? true : undefined}
      />
      <div className="flex flex-col gap-1.5">
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error && !password ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
        <TextLink to="/forgot-password" className="self-end text-sm">
          Forgot password?
        </TextLink>
      </div>
      <Button type="submit" disabled={isPending} className="w-full">
        {isPending && <Spinner className="size-4 text-white" label="Signing in" />}
        {isPending ? 'Logging In...' : 'Log In'}
      </Button>
    </form>
  );
}
