import { useState } from 'react';
import {
  CANCELLATION_POLICY_LIMITS as LIMITS,
  cancellationPolicySentence,
  type CancellationPolicy,
} from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PolicyValues } from './post-job-values';

interface CancellationPolicyFieldsProps {
  /** The first control's id: the form focuses it when the policy is refused. */
  id: string;
  value: PolicyValues;
  onChange(value: PolicyValues): void;
  /** The game's pay once times and rate are set, for the dollar amounts. */
  payCents: number | null;
  error?: string;
  /** Helpers have applied under these terms: they are shown, not offered for change (decision 24). */
  locked?: boolean;
}

const FIELDS: { key: keyof PolicyValues; label: string; unit: string }[] = [
  { key: 'freeUntilHours', label: 'Free cancellation until', unit: 'hours before the game' },
  { key: 'lateCancelPercent', label: 'Late-cancellation fee', unit: '% of the pay' },
  { key: 'showUpPercent', label: 'Show-up fee (rained out after the helper arrives)', unit: '% of the pay' },
];

/** The form's numbers as a policy, for the sentence; anything not a number yet shows as typed. */
const asPolicy = (value: PolicyValues): CancellationPolicy | null => {
  const numbers = Object.values(value).map(Number);
  if (numbers.some((n) => !Number.isInteger(n))) return null;
  return {
    freeUntilHours: Number(value.freeUntilHours),
    lateCancelPercent: Number(value.lateCancelPercent),
    showUpPercent: Number(value.showUpPercent),
  };
};

/**
 * The policy helpers see before applying (decision 24): the defaults in one sentence, and a
 * "Change" disclosure for a team that wants other terms within the limits.
 */
export function CancellationPolicyFields({
  id,
  value,
  onChange,
  payCents,
  error,
  locked = false,
}: CancellationPolicyFieldsProps) {
  const [changing, setChanging] = useState(false);
  const open = !locked && (changing || Boolean(error));
  const policy = asPolicy(value);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          Cancellation policy
        </h2>
        {!open && !locked && (
          <Button type="button" variant="link" size="sm" onClick={() => setChanging(true)}>
            Change
            <span className="sr-only"> the cancellation policy</span>
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-800" aria-live="polite">
        {policy ? cancellationPolicySentence(policy, payCents) : 'Enter whole numbers for each term.'}
      </p>
      {locked && (
        <p className="text-sm text-slate-700">
          Helpers have applied under these terms, so they stay as they are.
        </p>
      )}
      {open && (
        <div className="flex flex-col gap-3">
          {FIELDS.map((field, index) => {
            const inputId = index === 0 ? id : `${id}-${field.key}`;
            const limits = LIMITS[field.key];
            return (
              <div key={field.key} className="flex flex-col gap-1.5">
                <Label htmlFor={inputId}>{field.label}</Label>
                <div className="flex items-center gap-2">
                  <div className="w-24 shrink-0">
                    <Input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={limits.min}
                      max={limits.max}
                      step={1}
                      value={value[field.key]}
                      onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
                      {...describedBy(`${id}-error`, error, `${inputId}-unit`)}
                    />
                  </div>
                  <span id={`${inputId}-unit`} className="text-sm text-slate-700">
                    {field.unit} ({limits.min}-{limits.max})
                  </span>
                </div>
              </div>
            );
          })}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </section>
  );
}
