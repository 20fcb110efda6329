import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, LOGIN_REDIRECT_DELAY_MS, LoginBodySchema } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';

/** The message a failed sign-in shows: the rate limit's own words, otherwise the spec's one message. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 401 && error.status !== 400 && error.body?.message) {
    return error.serverMessage;
  }
  return AUTH_MESSAGES.invalidCredentials;
}

export function useLogin() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  /** True from a successful sign-in here, so the page does not redirect before the 100 ms delay. */
  const [signedInHere, setSignedInHere] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (values: { email: string; password: string }) => {
      const parsed = LoginBodySchema.safeParse(values);
      if (!parsed.success || !values.email.trim() || !values.password) {
        setError(AUTH_MESSAGES.loginRequired);
        return;
      }
      setError(null);
      setPending(true);
      setSignedInHere(true);
      try {
        const user = await login(parsed.data);
        toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName}!` });
        timer.current = setTimeout(() => void navigate('/dashboard'), LOGIN_REDIRECT_DELAY_MS);
      } catch (failure) {
        setSignedInHere(false);
        setPending(false);
        toast({ title: 'Login Failed', description: loginFailureMessage(failure), variant: 'destructive' });
      }
    },
    [login, navigate],
  );

  return { submit, error, isPending, signedInHere };
}
