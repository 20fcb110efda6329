import { RateRangeField } from '@/components/fields/rate-range-field';
import { CheckboxField } from '@/components/fields/choice-field';
import { TextField } from '@/components/ui/text-field';
import { MINIMUM_AGE } from '@sideline/shared';
import { SkillCheckboxes } from '@/components/fields/skill-checkboxes';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { SignupSectionProps } from './signup-fields';
import { isUnder18 } from './signup-values';

/** The helper answers (role helper or both); they become the helper profile at sign-up. */
export function SignupHelperFields({ values, errors, set }: SignupSectionProps) {
  const rateError = errors.hourlyRateMin ?? errors.hourlyRateMax;
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Helper Details</legend>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-dateOfBirth"
          label="Date of Birth"
          requiredMark
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          hint={`Helpers must be at least ${MINIMUM_AGE}. It is never shown to anyone else.`}
          value={values.dateOfBirth}
          onChange={(event) => set('dateOfBirth', event.target.value)}
          error={errors.dateOfBirth}
        />
        {isUnder18(values.dateOfBirth) && (
          <TextField
            id="signup-guardianEmail"
            label="Parent or Guardian's Email"
            requiredMark
            type="email"
            autoComplete="off"
            maxLength={254}
            hint="Helpers under 18 need a parent or guardian's approval before applying. We'll email them a link."
            value={values.guardianEmail}
            onChange={(event) => set('guardianEmail', event.target.value)}
            error={errors.guardianEmail}
          />
        )}
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
