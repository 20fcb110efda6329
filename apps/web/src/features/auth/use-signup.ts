import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from './use-auth';
import {
  signupFieldId,
  signupServerFailure,
  validateSignup,
  type SignupErrors,
  type SignupValues,
} from './signup-values';

function focusField(key: string | undefined) {
  if (!key) return;
  // After React has rendered the new errors, so screen readers hear the field with its message.
  requestAnimationFrame(() => {
    const target = document.getElementById(signupFieldId(key));
    target?.focus();
  });
}

/** Validates, registers (the server signs the new user in), and reports every outcome. */
export function useSignup() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<SignupErrors>({});
  const [isPending, setPending] = useState(false);

  const clearErrors = useCallback((keys: string[]) => {
    setErrors((current) => {
      if (!keys.some((key) => current[key])) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  const submit = useCallback(
    async (values: SignupValues) => {
      const validation = validateSignup(values);
      if (!validation.success) {
        setErrors(validation.errors);
        toast({ title: 'Registration Failed', description: validation.firstMessage, variant: 'destructive' });
        focusField(validation.firstKey);
        return;
      }
      setErrors({});
      setPending(true);
      try {
        const user = await register(validation.body);
        toast({
          title: 'Registration Successful',
          description: `Welcome to Sideline, ${user.firstName}! Check your email to confirm your account.`,
        });
        void navigate('/dashboard');
      } catch (error) {
        const failure = signupServerFailure(error);
        setErrors(failure.errors);
        toast({ title: 'Registration Failed', description: failure.message, variant: 'destructive' });
        focusField(Object.keys(failure.errors)[0]);
      } finally {
        setPending(false);
      }
    },
    [register, navigate],
  );

  return { submit, errors, clearErrors, isPending };
}
