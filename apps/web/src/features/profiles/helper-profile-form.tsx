import { useEffect, useState, type FormEvent } from 'react';
import type { OwnHelperProfile, User } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { ImageUploadField } from '@/features/uploads/image-upload-field';
import { ApiError } from '@/lib/api';
import { focusField, serverFieldErrors, withoutErrors, type FormErrors } from './form-errors';
import { HelperEquipmentFields } from './helper-equipment-fields';
import { HelperExperienceFields } from './helper-experience-fields';
import {
  HELPER_ERRORS_CLEARED_BY,
  helperFieldId,
  initialHelperValues,
  validateHelper,
  type HelperFormValues,
} from './helper-profile-values';
import { HelperSkillFields } from './helper-skill-fields';
import { TextAreaField } from './text-area-field';
import { useSaveHelperProfile } from './use-helper-profile';

interface HelperProfileFormProps {
  user: Pick<User, 'id' | 'email' | 'venmoUsername'>;
  /** The profile being edited, or null to create one. */
  profile: OwnHelperProfile | null;
  onSaved?(): void;
  /** Shown only when there is something to go back to. */
  onCancel?(): void;
  /** Focus the first field on open (when a button opened the form, not on page load). */
  autoFocus?: boolean;
}

/** The two checks the spec reports as toasts of their own (doc 1 sec. 5 and 8). */
function toastFor(errors: FormErrors) {
  if (errors.hourlyRateMaxCents === 'Invalid Rate Range') {
    return { title: 'Invalid Rate Range', description: 'The maximum rate must be at least the minimum rate.' };
  }
  if (errors.skills) return { title: 'Skills Required', description: 'Please select at least one skill.' };
  return null;
}

/** Creates the helper profile when none exists (POST), edits it otherwise (PUT). */
export function HelperProfileForm({ user, profile, onSaved, onCancel, autoFocus }: HelperProfileFormProps) {
  const [values, setValues] = useState<HelperFormValues>(() => initialHelperValues(profile, user));
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveHelperProfile(user.id);

  useEffect(() => {
    if (autoFocus) focusField('helper-email');
  }, [autoFocus]);

  const set = <K extends keyof HelperFormValues>(key: K, value: HelperFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrors(current, HELPER_ERRORS_CLEARED_BY[key] ?? [key]));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateHelper(values);
    if (!validation.success) {
      setErrors(validation.errors);
      const special = toastFor(validation.errors);
      if (special) toast({ ...special, variant: 'destructive' });
      focusField(helperFieldId(validation.firstKey));
      return;
    }
    setErrors({});
    save.mutate(
      { id: profile?.id ?? null, body: validation.body },
      {
        onSuccess: () => {
          toast({ title: 'Profile Saved', description: 'Your helper profile has been saved.' });
          onSaved?.();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          const message = error instanceof ApiError ? error.serverMessage : 'Failed to save profile';
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  const section = { values, errors, set };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        id="helper-email"
        label="Email for GameChanger"
        requiredMark
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="Teams add this address to GameChanger so you can keep score for them."
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <ImageUploadField
        id="helper-profileImage"
        label="Profile Picture (optional)"
        value={values.profileImage}
        onChange={(url) => set('profileImage', url)}
        onBusyChange={setUploading}
        error={errors.profileImage}
        disabled={save.isPending}
      />
      <TextAreaField
        id="helper-bio"
        label="Bio"
        maxLength={2000}
        placeholder="Tell teams about yourself"
        value={values.bio}
        onChange={(event) => set('bio', event.target.value)}
        error={errors.bio}
      />
      <HelperSkillFields {...section} />
      <HelperEquipmentFields {...section} />
      <TextField
        id="helper-venmoUsername"
        label="Venmo Username"
        requiredMark
        autoComplete="off"
        placeholder="@your-venmo"
        maxLength={60}
        hint="Starts with @. Teams use it to pay you."
        value={values.venmoUsername}
        onChange={(event) => set('venmoUsername', event.target.value)}
        error={errors.venmoUsername}
      />
      <HelperExperienceFields {...section} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending && <Spinner className="size-4 text-white" label="Saving your helper profile" />}
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
