import { CalendarX, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { comingWeekend, newKey, type Draft } from './availability-draft';

interface Props {
  rows: Draft['blackouts'];
  errors: Record<string, string>;
  onChange(rows: Draft['blackouts']): void;
}

/** Blocked dates: a day or a range, with an optional note; one tap blocks the coming weekend. */
export function BlackoutFields({ rows, errors, onChange }: Props) {
  const update = (key: number, patch: Partial<Draft['blackouts'][number]>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = (from: string, to: string, note = '') => onChange([...rows, { key: newKey(), from, to, note }]);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-slate-900">Blocked dates</legend>
      {rows.length === 0 && <p className="text-sm text-slate-700">No blocked dates.</p>}
      {rows.map((row, i) => (
        <div
          key={row.key}
          className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1.5fr_auto]"
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`blackout-${row.key}-from`}>First day</Label>
            <Input
              id={`blackout-${row.key}-from`}
              type="date"
              value={row.from}
              onChange={(e) => update(row.key, { from: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`blackout-${row.key}-to`}>Last day</Label>
            <Input
              id={`blackout-${row.key}-to`}
              type="date"
              value={row.to}
              onChange={(e) => update(row.key, { to: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`blackout-${row.key}-note`}>Note (optional)</Label>
            <Input
              id={`blackout-${row.key}-note`}
              maxLength={100}
              value={row.note}
              onChange={(e) => update(row.key, { note: e.target.value })}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="self-end justify-self-end"
            aria-label={`Remove blocked dates ${row.from} to ${row.to}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <FieldError
            className="col-span-full"
            id={`blackout-${row.key}-error`}
            message={
              errors[`blackouts.${i}.to`] ?? errors[`blackouts.${i}.from`] ?? errors[`blackouts.${i}.note`]
            }
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const today = comingWeekend().from;
            add(today, today);
          }}
        >
          <CalendarX aria-hidden="true" />
          Block a date
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const weekend = comingWeekend();
            add(weekend.from, weekend.to, 'Weekend off');
          }}
        >
          Block this weekend
        </Button>
      </div>
    </fieldset>
  );
}
