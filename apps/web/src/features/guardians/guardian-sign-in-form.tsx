import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';

/** An existing account signs in right here, so the consent page stays where it is. */
export function GuardianSignInForm({ email }: { email: string }) {
  const { login } = useAuth();
  const [values, setValues] = useState({ email, password: '' });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.email.trim() || !values.password) {
      setError(AUTH_MESSAGES.loginRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await login(values);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 429
          ? failure.serverMessage
          : AUTH_MESSAGES.invalidCredentials,
      );
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-labelledby="guardian-login-title"
    >
      <h2 id="guardian-login-title" className="text-lg font-semibold text-slate-900">
        Already on Sideline? Sign in
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="guardian-login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <TextField
          id="guardian-login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={error ?? undefined}
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending} className="self-start">
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
