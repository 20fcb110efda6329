import { RateRangeField } from '@/components/fields/rate-range-field';
import { MIN_HELPER_AGE } from '@sideline/shared';
import { SkillCheckboxes } from '@/components/fields/skill-checkboxes';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CheckboxField } from '@/components/fields/choice-field';
import type { SignupSectionProps } from './signup-fields';

/** The helper answers (role helper or both); they become the helper profile at sign-up. */
export function SignupHelperFields({ values, errors, set }: SignupSectionProps) {
  const rateError = errors.hourlyRateMin ?? errors.hourlyRateMax;
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Helper Details</legend>

      <div className="flex flex-col gap-1.5">
        <CheckboxField
          id="signup-ageConfirmed"
          checked={values.ageConfirmed}
          onChange={(checked) => set('ageConfirmed', checked)}
          invalid={Boolean(errors.ageConfirmed)}
          describedBy={errors.ageConfirmed ? 'signup-ageConfirmed-error' : undefined}
          label={`I confirm that I am at least ${MIN_HELPER_AGE} years old. If I am under 18, I have permission from a parent or guardian to sign up.`}
        />
        <FieldError id="signup-ageConfirmed-error" message={errors.ageConfirmed} />
      </div>

      <SkillCheckboxes
        idPrefix="signup"
        legend="Services You Can Provide"
        values={values}
        onChange={set}
        errorId="signup-services-error"
        error={errors.services}
      />

      <RateRangeField
        idPrefix="signup"
        value={values.rateRange}
        onChange={(next) => set('rateRange', next)}
        error={rateError}
      />

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="signup-bio">Bio</Label>
        <Textarea
          id="signup-bio"
          value={values.bio}
          onChange={(event) => set('bio', event.target.value)}
          placeholder="Tell teams about your experience"
          maxLength={2000}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? 'signup-bio-error' : undefined}
        />
        <FieldError id="signup-bio-error" message={errors.bio} />
      </div>

      <div className="flex flex-col gap-2">
        <CheckboxField
          id="signup-hasEquipment"
          label="I have my own equipment"
          checked={values.hasEquipment}
          onChange={(checked) => set('hasEquipment', checked)}
        />
        {values.hasEquipment && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="signup-equipmentDetails">Equipment Details</Label>
            <Textarea
              id="signup-equipmentDetails"
              rows={3}
              value={values.equipmentDetails}
              onChange={(event) => set('equipmentDetails', event.target.value)}
              placeholder="For example: iPad with GameChanger, tripod, camera"
              maxLength={1000}
              aria-invalid={errors.equipmentDetails ? true : undefined}
              aria-describedby={errors.equipmentDetails ? 'signup-equipmentDetails-error' : undefined}
            />
            <FieldError id="signup-equipmentDetails-error" message={errors.equipmentDetails} />
          </div>
        )}
      </div>
    </fieldset>
  );
}
