import { useEffect, useState, type FormEvent } from 'react';
import { SPORTS, SPORT_LABELS, TEAM_BUDGET_RANGE, type Sport, type TeamProfile } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { CheckboxField } from '@/features/auth/choice-field';
import { ImageUploadField } from '@/features/uploads/image-upload-field';
import { ApiError } from '@/lib/api';
import { focusField, serverFieldErrors, withoutErrors, type FormErrors } from './form-errors';
import { initialTeamValues, teamFieldId, validateTeam, type TeamFormValues } from './team-profile-values';
import { useSaveTeamProfile } from './use-team-profile';

interface TeamProfileFormProps {
  userId: number;
  /** The profile being edited, or null to create one. */
  profile: TeamProfile | null;
  onSaved(): void;
  /** Shown only when editing: a new profile has nothing to go back to. */
  onCancel?(): void;
}

/** Error keys a value change makes stale (the budget's key is the body's, in cents). */
const CLEARS: Partial<Record<keyof TeamFormValues, string>> = { hourlyBudget: 'hourlyBudgetCents' };

export function TeamProfileForm({ userId, profile, onSaved, onCancel }: TeamProfileFormProps) {
  const [values, setValues] = useState<TeamFormValues>(() => initialTeamValues(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveTeamProfile(userId);

  // Opening the form (Create or Edit) puts the keyboard user in its first field.
  useEffect(() => focusField('team-teamName'), []);

  const set = <K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrors(current, [CLEARS[key] ?? key]));
  };

  const toggleSport = (sport: Sport, checked: boolean) => {
    const chosen = new Set(values.sportTypes);
    if (checked) chosen.add(sport);
    else chosen.delete(sport);
    set('sportTypes', SPORTS.filter((s) => chosen.has(s)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateTeam(values);
    if (!validation.success) {
      setErrors(validation.errors);
      toast({ title: 'Validation Error', description: validation.firstMessage, variant: 'destructive' });
      focusField(teamFieldId(validation.firstKey));
      return;
    }
    setErrors({});
    save.mutate(
      { id: profile?.id ?? null, body: validation.body },
      {
        onSuccess: () => {
          toast({ title: 'Profile Saved', description: 'Your team profile has been saved.' });
          onSaved();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          const message = error instanceof ApiError ? error.serverMessage : 'Please try again.';
          toast({ title: 'Failed to update profile', description: message, variant: 'destructive' });
        },
      },
    );
  };

  const busy = save.isPending || uploading;
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
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Sports Coached</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SPORTS.map((sport) => (
            <CheckboxField
              key={sport}
              id={`team-sport-${sport}`}
              label={SPORT_LABELS[sport]}
              checked={values.sportTypes.includes(sport)}
              onChange={(checked) => toggleSport(sport, checked)}
              invalid={Boolean(errors.sportTypes)}
              describedBy={errors.sportTypes ? 'team-sportTypes-error' : undefined}
            />
          ))}
        </div>
        <FieldError id="team-sportTypes-error" message={errors.sportTypes} />
      </fieldset>
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
          error={errors.hourlyBudgetCents}
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {save.isPending && <Spinner className="size-4 text-white" label="Saving your team profile" />}
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
