import { Checkbox } from './checkbox';
import { FieldError } from './field-error';
import { Label } from './label';

export interface CheckboxGroupProps<T extends string | number> {
  id: string;
  legend: string;
  options: { value: T; label: string; name?: string }[];
  selected: readonly T[];
  error?: string | undefined;
  onChange: (value: T, next: boolean) => void;
}

/** A fieldset of checkboxes with its legend and one error for the group, read with every box. */
export function CheckboxGroup<T extends string | number>({
  id,
  legend,
  options,
  selected,
  error,
  onChange,
}: CheckboxGroupProps<T>) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-3">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option.value}`}
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              aria-label={option.name}
              onCheckedChange={(next) => onChange(option.value, next === true)}
            />
            <Label htmlFor={`${id}-${option.value}`} className="cursor-pointer font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
