import { HELPER_RATE_RANGE } from '@sideline/shared';
import { SkillCheckboxes } from '@/components/fields/skill-checkboxes';
import { FieldError } from '@/components/ui/field-error';
import { Slider } from '@/components/ui/slider';
import type { HelperSectionProps } from './helper-profile-values';

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

      <SkillCheckboxes
        idPrefix="helper"
        legend="Skills"
        values={values}
        onChange={set}
        errorId="helper-skills-error"
        error={errors.skills ? 'Please select at least one skill.' : null}
      />
    </>
  );
}
