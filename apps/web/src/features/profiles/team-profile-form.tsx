import { useEffect } from 'react';
import { TEAM_BUDGET_RANGE, type TeamProfile } from '@sideline/shared';
import { SportCheckboxGrid } from '@/components/fields/sport-checkbox-grid';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/session/use-auth';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { focusField } from './form-errors';
import { ProfileFormActions } from './profile-form-actions';
import { initialTeamValues, teamFieldId, validateTeam, type TeamFormValues } from './team-profile-values';
import { useProfileForm } from './use-profile-form';
import { useSaveTeamProfile } from './api/team-profile-api';

interface TeamProfileFormProps {
  userId: number;
  /** The profile being edited, or null to create one. */
  profile: TeamProfile | null;
  onSaved(): void;
  /** Shown only when editing: a new profile has nothing to go back to. */
  onCancel?(): void;
}

/** Error keys a value change makes stale (the budget's key is the body's, in cents). */
const CLEARS: Partial<Record<keyof TeamFormValues, string>> = {};

export function TeamProfileForm({ userId, profile, onSaved, onCancel }: TeamProfileFormProps) {
  const { user } = useAuth();
  const save = useSaveTeamProfile(userId);
  const { values, errors, set, submit, busy, setUploading } = useProfileForm({
    initialValues: (): TeamFormValues => initialTeamValues(profile, user?.venmoUsername ?? null),
    clearedBy: (key) => [CLEARS[key] ?? key],
    validate: validateTeam,
    fieldId: teamFieldId,
    profileId: profile?.id ?? null,
    save,
    invalidToast: (failure) => ({ title: 'Validation Error', description: failure.firstMessage }),
    savedDescription: 'Your team profile has been saved.',
    failed: { title: 'Failed to update profile', fallback: 'Please try again.' },
    onSaved,
  });

  // Opening the form (Create or Edit) puts the keyboard user in its first field.
  useEffect(() => focusField('team-teamName'), []);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        id="team-teamName"
        label="Team Name"
        requiredMark
        autoComplete="organization"
        maxLength={100}
        value={values.teamName}
        onChange={(event) => set('teamName', event.target.value)}
        error={errors.teamName}
      />
      <SportCheckboxGrid
        idPrefix="team"
        legend="Sports Coached"
        value={values.sportTypes}
        onChange={(next) => set('sportTypes', next)}
        error={errors.sportTypes}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="team-teamLocation"
          label="Team Location"
          requiredMark
          placeholder="City, State"
          maxLength={120}
          value={values.teamLocation}
          onChange={(event) => set('teamLocation', event.target.value)}
          error={errors.teamLocation}
        />
        <TextField
          id="team-hourlyBudget"
          label="Hourly Budget ($/hour)"
          requiredMark
          type="number"
          inputMode="numeric"
          min={TEAM_BUDGET_RANGE.min}
          max={TEAM_BUDGET_RANGE.max}
          step={1}
          hint={`Whole dollars, from $${TEAM_BUDGET_RANGE.min} to $${TEAM_BUDGET_RANGE.max} per hour.`}
          value={values.hourlyBudget}
          onChange={(event) => set('hourlyBudget', event.target.value)}
          error={errors.hourlyBudget}
        />
      </div>
      <ImageUploadField
        id="team-profileImage"
        label="Team Picture (optional)"
        value={values.profileImage}
        onChange={(url) => set('profileImage', url)}
        onBusyChange={setUploading}
        error={errors.profileImage}
        disabled={save.isPending}
      />
      <TextField
        id="team-venmoUsername"
        label="Venmo Username"
        requiredMark
        autoComplete="off"
        placeholder="@your-venmo"
        maxLength={60}
        hint="Starts with @, for example @coach-mike. Needed before you post jobs."
        value={values.venmoUsername}
        onChange={(event) => set('venmoUsername', event.target.value)}
        error={errors.venmoUsername}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="team-bio">Team Description</Label>
        <Textarea
          id="team-bio"
          maxLength={2000}
          placeholder="Age group, level, where you play..."
          value={values.bio}
          onChange={(event) => set('bio', event.target.value)}
          {...describedBy('team-bio-error', errors.bio)}
        />
        <FieldError id="team-bio-error" message={errors.bio} />
      </div>
      <ProfileFormActions
        saving={save.isPending}
        busy={busy}
        savingLabel="Saving your team profile"
        onCancel={onCancel}
      />
    </form>
  );
}
