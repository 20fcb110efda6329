import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { focusField, serverFieldErrors, withoutErrors, type FormErrors } from './form-errors';

type Validation<B> = { success: true; body: B } | { success: false; errors: FormErrors; firstKey: string };
type Failure<R> = Extract<R, { success: false }>;
type ToastText = { title: string; description: string };

interface ProfileFormOptions<V, B, R extends Validation<B>> {
  initialValues: () => V;
  /** Error keys a change of `key` makes stale (a key can clear a differently named one). */
  clearedBy: (key: keyof V) => readonly string[];
  validate: (values: V) => R;
  /** The element to focus for the first invalid key. */
  fieldId: (key: string) => string;
  /** Creates (null) or updates the profile. */
  profileId: number | null;
  save: {
    isPending: boolean;
    mutate(
      variables: { id: number | null; body: B },
      options: { onSuccess: () => void; onError: (error: Error) => void },
    ): void;
  };
  /** The toast for a form that fails validation, or null for inline errors only. */
  invalidToast: (failure: Failure<R>) => ToastText | null;
  savedDescription: string;
  /** The failed-save toast: its title, and the text when the server gave no message. */
  failed: { title: string; fallback: string };
  onSaved?: () => void;
}

/**
 * The state and submit flow both profile forms share: inline errors cleared as fields change,
 * validation that focuses the first bad field, and a save whose field errors land inline too.
 */
export function useProfileForm<V, B, R extends Validation<B>>(options: ProfileFormOptions<V, B, R>) {
  const { clearedBy, validate, fieldId, profileId, save, invalidToast, savedDescription, failed, onSaved } =
    options;
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  // An image still uploading would be lost by a save, so the form waits for it.
  const [uploading, setUploading] = useState(false);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrors(current, clearedBy(key)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validate(values);
    if (!validation.success) {
      const failure = validation as Failure<R>;
      setErrors(failure.errors);
      const text = invalidToast(failure);
      if (text) toast({ ...text, variant: 'destructive' });
      focusField(fieldId(failure.firstKey));
      return;
    }
    setErrors({});
    save.mutate(
      { id: profileId, body: validation.body },
      {
        onSuccess: () => {
          toast({ title: 'Profile Saved', description: savedDescription });
          onSaved?.();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          const message = error instanceof ApiError ? error.serverMessage : failed.fallback;
          toast({ title: failed.title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return { values, errors, set, submit, busy: save.isPending || uploading, setUploading };
}
