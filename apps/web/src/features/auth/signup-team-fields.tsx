import { SportCheckboxGrid } from '@/components/fields/sport-checkbox-grid';
import { TextField } from '@/components/ui/text-field';
import type { SignupSectionProps } from './signup-fields';

/** The team answers (role team or both); they become the team profile at sign-up. */
export function SignupTeamFields({ values, errors, set }: SignupSectionProps) {
  const teamError = errors.teamName;

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Team Details</legend>
      <TextField
        id="signup-teamName"
        label="Team Name"
        requiredMark
        autoComplete="organization"
        maxLength={100}
        value={values.teamName}
        onChange={(event) => set('teamName', event.target.value)}
        error={teamError}
      />
      <SportCheckboxGrid
        idPrefix="signup"
        legend="Sports"
        value={values.sportTypes}
        onChange={(next) => set('sportTypes', next)}
        error={errors.sportTypes}
        fallbackError={{ id: 'signup-teamName-error', message: teamError }}
      />
    </fieldset>
  );
}
