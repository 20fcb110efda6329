import { HELPER_RATE_RANGE } from '@sideline/shared';
import { FieldError } from '@/components/ui/field-error';
import { Slider } from '@/components/ui/slider';

interface RateRangeFieldProps {
  /** Prefix of the field's ids (`{idPrefix}-rate`, `-rate-label`, `-rate-error`). */
  idPrefix: string;
  value: [number, number];
  onChange(next: [number, number]): void;
  error?: string | undefined;
}

/** A helper's hourly rate range in whole dollars: one two-thumb slider, for sign-up and the profile form. */
export function RateRangeField({ idPrefix, value, onChange, error }: RateRangeFieldProps) {
  const [min, max] = value;
  const errorId = `${idPrefix}-rate-error`;
  return (
    <div role="group" aria-labelledby={`${idPrefix}-rate-label`} className="flex flex-col gap-1.5">
      <p id={`${idPrefix}-rate-label`} className="text-sm font-medium text-slate-900">
        Hourly Rate Range: ${min} - ${max}/hour
      </p>
      <Slider
        id={`${idPrefix}-rate`}
        min={HELPER_RATE_RANGE.min}
        max={HELPER_RATE_RANGE.max}
        step={1}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onChange([next[0] ?? min, next[1] ?? max])}
        thumbLabels={['Minimum hourly rate', 'Maximum hourly rate']}
        valueText={(dollars) => `$${dollars} per hour`}
        aria-describedby={error ? errorId : undefined}
      />
      <p className="text-xs text-slate-600">
        From ${HELPER_RATE_RANGE.min} to ${HELPER_RATE_RANGE.max} per hour.
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
