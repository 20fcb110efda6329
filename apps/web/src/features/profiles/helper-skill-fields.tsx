import { HELPER_RATE_RANGE } from '@sideline/shared';
import { FieldError } from '@/components/ui/field-error';
import { Slider } from '@/components/ui/slider';
import { CheckboxField } from '@/features/auth/choice-field';
import type { HelperSectionProps } from './helper-profile-values';

const SKILL_FIELDS = [
  { key: 'isScorekeeper', label: 'GameChanger Scorekeeping' },
  { key: 'isScoreboard', label: 'Scoreboard Operation' },
  { key: 'isStreaming', label: 'Live Streaming' },
] as const;

/** The hourly rate range (two-thumb slider) and the skills a helper offers. */
export function HelperSkillFields({ values, errors, set }: HelperSectionProps) {
  const [min, max] = values.rateRange;
  const rateError = errors.hourlyRateMinCents ?? errors.hourlyRateMaxCents;
  return (
    <>
      <div role="group" aria-labelledby="helper-rate-label" className="flex flex-col gap-1.5">
        <p id="helper-rate-label" className="text-sm font-medium text-slate-900">
          Hourly Rate Range: ${min} - ${max}/hour
        </p>
        <Slider
          id="helper-rate"
          min={HELPER_RATE_RANGE.min}
          max={HELPER_RATE_RANGE.max}
          step={1}
          minStepsBetweenThumbs={0}
          value={values.rateRange}
          onValueChange={(next) => set('rateRange', [next[0] ?? min, next[1] ?? max])}
          thumbLabels={['Minimum hourly rate', 'Maximum hourly rate']}
          valueText={(dollars) => `$${dollars} per hour`}
          aria-describedby={rateError ? 'helper-rate-error' : undefined}
        />
        <p className="text-xs text-slate-600">
          From ${HELPER_RATE_RANGE.min} to ${HELPER_RATE_RANGE.max} per hour.
        </p>
        <FieldError id="helper-rate-error" message={rateError} />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Skills</legend>
        {SKILL_FIELDS.map((skill) => (
          <CheckboxField
            key={skill.key}
            id={`helper-${skill.key}`}
            label={skill.label}
            checked={values[skill.key]}
            onChange={(checked) => set(skill.key, checked)}
            invalid={Boolean(errors.skills)}
            describedBy={errors.skills ? 'helper-skills-error' : undefined}
          />
        ))}
        <FieldError id="helper-skills-error" message={errors.skills ? 'Please select at least one skill.' : null} />
      </fieldset>
    </>
  );
}
