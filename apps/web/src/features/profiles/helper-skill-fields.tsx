import { RateRangeField } from '@/components/fields/rate-range-field';
import { SkillCheckboxes } from '@/components/fields/skill-checkboxes';
import type { HelperSectionProps } from './helper-profile-values';

/** The hourly rate range (two-thumb slider) and the skills a helper offers. */
export function HelperSkillFields({ values, errors, set }: HelperSectionProps) {
  const rateError = errors.hourlyRateMin ?? errors.hourlyRateMax;
  return (
    <>
      <RateRangeField
        idPrefix="helper"
        value={values.rateRange}
        onChange={(next) => set('rateRange', next)}
        error={rateError}
      />

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
