import { useEffect } from 'react';
import { PROFILE_MESSAGES, type HelperProfile, type User } from '@sideline/shared';
import { TextField } from '@/components/ui/text-field';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { focusField, type FormErrors } from './form-errors';
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
import { ProfileFormActions } from './profile-form-actions';
import { TextAreaField } from './text-area-field';
import { useSaveHelperProfile } from './api/helper-profile-api';
import { useProfileForm } from './use-profile-form';

interface HelperProfileFormProps {
  user: Pick<User, 'id' | 'email' | 'venmoUsername'>;
  /** The profile being edited, or null to create one. */
  profile: HelperProfile | null;
  onSaved?(): void;
  /** Shown only when there is something to go back to. */
  onCancel?(): void;
  /** Focus the first field on open (when a button opened the form, not on page load). */
  autoFocus?: boolean;
}

/** The two checks the spec reports as toasts of their own (doc 1 sec. 5 and 8). */
function toastFor(errors: FormErrors) {
  if (errors.hourlyRateMax === PROFILE_MESSAGES.rateRange) {
    return {
      title: 'Invalid Rate Range',
      description: 'The maximum rate must be at least the minimum rate.',
    };
  }
  if (errors.skills) return { title: 'Skills Required', description: 'Please select at least one skill.' };
  return null;
}

/** Creates the helper profile when none exists (POST), edits it otherwise (PUT). */
export function HelperProfileForm({ user, profile, onSaved, onCancel, autoFocus }: HelperProfileFormProps) {
  const save = useSaveHelperProfile(user.id);
  const { values, errors, set, submit, busy, setUploading } = useProfileForm({
    initialValues: (): HelperFormValues => initialHelperValues(profile, user),
    clearedBy: (key) => HELPER_ERRORS_CLEARED_BY[key] ?? [key],
    validate: validateHelper,
    fieldId: helperFieldId,
    profileId: profile?.id ?? null,
    save,
    invalidToast: (failure) => toastFor(failure.errors),
    savedDescription: 'Your helper profile has been saved.',
    failed: { title: 'Error', fallback: 'Failed to save profile' },
    onSaved,
  });

  useEffect(() => {
    if (autoFocus) focusField('helper-email');
  }, [autoFocus]);

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
      <ProfileFormActions
        saving={save.isPending}
        busy={busy}
        savingLabel="Saving your helper profile"
        onCancel={onCancel}
      />
    </form>
  );
}
