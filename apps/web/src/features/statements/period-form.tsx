import { useState, type FormEvent } from 'react';
import { StatementQuerySchema, type StatementQuery } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Quick periods from today's date (YYYY-MM-DD): this year, last year, this month. */
export function presets(today: string): Array<{ label: string; q: StatementQuery }> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return [
    { label: `${year}`, q: { from: `${year}-01-01`, to: `${year}-12-31` } },
    { label: `${year - 1}`, q: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` } },
    {
      label: 'This month',
      q: { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay(year, month))}` },
    },
  ];
}

/** The statement's period: two dates checked by the same schema the server uses. */
export function PeriodForm({
  value,
  today,
  onChange,
}: {
  value: StatementQuery;
  today: string;
  onChange: (q: StatementQuery) => void;
}) {
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StatementQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      const found: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'from' ? 'from' : 'to';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onChange(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Statement period">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="statement-from"
          label="From"
          type="date"
          value={from}
          error={errors.from}
          onChange={(e) => setFrom(e.target.value)}
          className="w-full sm:w-44"
        />
        <TextField
          id="statement-to"
          label="To"
          type="date"
          value={to}
          error={errors.to}
          onChange={(e) => setTo(e.target.value)}
          className="w-full sm:w-44"
        />
        <Button type="submit">Show statement</Button>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick periods">
        {presets(today).map((p) => (
          <Button
            key={p.label}
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={p.q.from === value.from && p.q.to === value.to}
            onClick={() => {
              setFrom(p.q.from);
              setTo(p.q.to);
              setErrors({});
              onChange(p.q);
            }}
          >
            {p.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
