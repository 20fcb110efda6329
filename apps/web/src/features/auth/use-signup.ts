import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { saveAccountPicture } from '@/lib/uploads/uploads-api';
import { uploadFailureMessage } from '@/lib/uploads/upload-image';
import { useAuth } from '@/lib/session/use-auth';
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
  const { register, setUser } = useAuth();
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
        const pictureError = values.picture ? await trySavePicture(user.id, values.picture, setUser) : null;
        // One toast at a time: a lost picture matters more than the welcome, which the dashboard repeats.
        toast(
          pictureError
            ? {
                title: 'Picture not saved',
                description: `Your account was created, but your picture was not saved: ${pictureError} You can add it from your profile.`,
                variant: 'destructive',
              }
            : {
                title: 'Registration Successful',
                description: `Welcome to Sideline, ${user.firstName}! Check your email to confirm your account.`,
              },
        );
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
    [register, navigate, setUser],
  );

  return { submit, errors, clearErrors, isPending };
}

/** The account exists by now, so a failed picture only costs the picture: answers the reason. */
async function trySavePicture(
  userId: number,
  file: File,
  setUser: (user: User) => void,
): Promise<string | null> {
  try {
    setUser(await saveAccountPicture(userId, file));
    return null;
  } catch (error) {
    const reason = uploadFailureMessage(error);
    return /[.!?]$/.test(reason) ? reason : `${reason}.`;
  }
}
