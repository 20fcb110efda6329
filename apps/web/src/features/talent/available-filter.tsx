import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AvailableFor } from './use-talent-search-params';

interface Props {
  value: AvailableFor | null;
  onChange(value: AvailableFor | null): void;
}

/** "Available for": only helpers whose availability fits a game on that date and time (issue 55). */
export function AvailableFilter({ value, onChange }: Props) {
  const [on, setOn] = useState(value?.on ?? '');
  const [from, setFrom] = useState(value?.from ?? '');
  const [to, setTo] = useState(value?.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!on || !from || !to) return setError('Choose a date, a start and an end.');
    setError(null);
    onChange({ on, from, to });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Available for" className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-900">Available for a game</p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-end">
        <div className="col-span-2 flex flex-col gap-1">
          <Label htmlFor="talent-available-on">Date</Label>
          <Input id="talent-available-on" type="date" value={on} onChange={(e) => setOn(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="talent-available-from">From</Label>
          <Input
            id="talent-available-from"
            type="time"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="talent-available-to">To</Label>
          <Input id="talent-available-to" type="time" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
        {value && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setOn('');
              setFrom('');
              setTo('');
              onChange(null);
            }}
          >
            Any time
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
