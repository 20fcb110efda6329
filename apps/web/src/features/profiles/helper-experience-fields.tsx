import { TextField } from '@/components/ui/text-field';
import type { HelperSectionProps } from './helper-profile-values';
import { TextAreaField } from './text-area-field';

/** Background teams weigh when hiring: availability, years, certifications and experience. */
export function HelperExperienceFields({ values, errors, set }: HelperSectionProps) {
  return (
    <>
      <TextAreaField
        id="helper-availability"
        label="Availability"
        rows={2}
        maxLength={500}
        placeholder="For example: weekends and weekday evenings"
        value={values.availability}
        onChange={(event) => set('availability', event.target.value)}
        error={errors.availability}
      />
      <TextField
        id="helper-yearsOfExperience"
        label="Years of Experience"
        type="number"
        inputMode="numeric"
        min={0}
        max={80}
        step={1}
        className="sm:max-w-48"
        value={values.yearsOfExperience}
        onChange={(event) => set('yearsOfExperience', event.target.value)}
        error={errors.yearsOfExperience}
      />
      <TextAreaField
        id="helper-certifications"
        label="Certifications"
        rows={2}
        placeholder="GameChanger Certified Scorer"
        hint="One per line, or separate them with commas."
        value={values.certificationsText}
        onChange={(event) => set('certificationsText', event.target.value)}
        error={errors.certifications}
      />
      <TextAreaField
        id="helper-experience"
        label="Experience"
        maxLength={2000}
        placeholder="Leagues, tournaments and levels you have worked"
        value={values.experience}
        onChange={(event) => set('experience', event.target.value)}
        error={errors.experience}
      />
    </>
  );
}
