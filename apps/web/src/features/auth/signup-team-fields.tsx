import { SPORTS, SPORT_LABELS, type Sport } from '@sideline/shared';
import { FieldError } from '@/components/ui/field-error';
import { TextField } from '@/components/ui/text-field';
import { CheckboxField } from './choice-field';
import type { SignupSectionProps } from './signup-fields';

/** The team answers (role team or both); they become the team profile at sign-up. */
export function SignupTeamFields({ values, errors, set }: SignupSectionProps) {
  const toggleSport = (sport: Sport, checked: boolean) => {
    const chosen = new Set(values.sportTypes);
    if (checked) chosen.add(sport);
    else chosen.delete(sport);
    // Keep the list in the catalogue's order whatever order they were ticked in.
    set('sportTypes', SPORTS.filter((s) => chosen.has(s)));
  };
  const sportsError = errors.sportTypes;
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
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Sports</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SPORTS.map((sport) => (
            <CheckboxField
              key={sport}
              id={`signup-sport-${sport}`}
              label={SPORT_LABELS[sport]}
              checked={values.sportTypes.includes(sport)}
              onChange={(checked) => toggleSport(sport, checked)}
              invalid={Boolean(sportsError ?? teamError)}
              describedBy={sportsError ? 'signup-sportTypes-error' : teamError ? 'signup-teamName-error' : undefined}
            />
          ))}
        </div>
        <FieldError id="signup-sportTypes-error" message={sportsError} />
      </fieldset>
    </fieldset>
  );
}
