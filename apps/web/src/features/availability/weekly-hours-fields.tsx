import { Plus, Trash2 } from 'lucide-react';
import { WEEKDAY_LABELS } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { newKey, type Draft } from './availability-draft';

interface Props {
  rows: Draft['weekly'];
  errors: Record<string, string>;
  onChange(rows: Draft['weekly']): void;
}

/** The weekly pattern: a row per range (a day, from, to); an end before the start runs past midnight. */
export function WeeklyHoursFields({ rows, errors, onChange }: Props) {
  const update = (key: number, patch: Partial<Draft['weekly'][number]>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-slate-900">Weekly hours</legend>
      <p className="text-sm text-slate-700">
        {rows.length === 0
          ? 'No weekly hours set: games at any hour count as available.'
          : 'Games must fit inside one of these ranges. An end earlier than the start runs past midnight.'}
      </p>
      {rows.map((row, i) => (
        <div
          key={row.key}
          className="grid grid-cols-[1fr_auto] gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
            <Label htmlFor={`weekly-${row.key}-day`}>Day</Label>
            <select
              id={`weekly-${row.key}-day`}
              className={fieldClasses}
              value={row.day}
              onChange={(e) => update(row.key, { day: Number(e.target.value) })}
            >
              {WEEKDAY_LABELS.map((label, day) => (
                <option key={label} value={day}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`weekly-${row.key}-from`}>From</Label>
            <Input
              id={`weekly-${row.key}-from`}
              type="time"
              value={row.from}
              onChange={(e) => update(row.key, { from: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`weekly-${row.key}-to`}>To</Label>
            <Input
              id={`weekly-${row.key}-to`}
              type="time"
              value={row.to}
              aria-invalid={errors[`weekly.${i}.to`] ? true : undefined}
              onChange={(e) => update(row.key, { to: e.target.value })}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="self-end"
            aria-label={`Remove ${WEEKDAY_LABELS[row.day]} ${row.from}-${row.to}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <FieldError
            className="col-span-full"
            id={`weekly-${row.key}-error`}
            message={errors[`weekly.${i}.to`] ?? errors[`weekly.${i}.from`] ?? errors[`weekly.${i}`]}
          />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => onChange([...rows, { key: newKey(), day: 6, from: '08:00', to: '18:00' }])}
      >
        <Plus aria-hidden="true" />
        Add hours
      </Button>
    </fieldset>
  );
}
