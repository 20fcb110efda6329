import { SPORTS, SPORT_LABELS, type Sport } from '@sideline/shared';
import { FieldError } from '@/components/ui/field-error';
import { CheckboxField } from './choice-field';

interface SportCheckboxGridProps {
  /** 'team' gives the ids team-sport-baseball and team-sportTypes-error. */
  idPrefix: string;
  legend: string;
  value: Sport[];
  onChange(next: Sport[]): void;
  error?: string | null;
  /**
   * Another field's error the boxes fall back to pointing at when the sports themselves are fine
   * (sign-up reports team-details problems under the team name).
   */
  fallbackError?: { id: string; message?: string | null };
}

/** One checkbox per sport, two or three to a row, as sign-up and the team profile ask for them. */
export function SportCheckboxGrid({
  idPrefix,
  legend,
  value,
  onChange,
  error,
  fallbackError,
}: SportCheckboxGridProps) {
  const errorId = `${idPrefix}-sportTypes-error`;
  const toggle = (sport: Sport, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(sport);
    else chosen.delete(sport);
    // Keep the list in the catalogue's order whatever order they were ticked in.
    onChange(SPORTS.filter((s) => chosen.has(s)));
  };
  const fallbackMessage = fallbackError?.message;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {SPORTS.map((sport) => (
          <CheckboxField
            key={sport}
            id={`${idPrefix}-sport-${sport}`}
            label={SPORT_LABELS[sport]}
            checked={value.includes(sport)}
            onChange={(checked) => toggle(sport, checked)}
            invalid={Boolean(error ?? fallbackMessage)}
            describedBy={error ? errorId : fallbackMessage ? fallbackError?.id : undefined}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
