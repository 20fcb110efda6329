import { Moon } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import {
  durationHours,
  durationMinutes,
  formatDollars,
  JOB_TYPES,
  MIN_HOURLY_RATE_CENTS,
  parseTime,
  serviceTypeInfo,
  totalPayCents,
} from '@sideline/shared';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { hoursLabel } from '@/lib/format/job-format';
import { MAX_RATE_DOLLARS, rateCents } from './post-job-values';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: (aria: ReturnType<typeof describedBy> & { id: string; 'aria-required': true }) => ReactNode;
}

/** Label, required marker, hint and inline error around any control, wired through aria-describedby. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-sm text-red-700" aria-hidden="true">
          *
        </span>
      </div>
      {children({ id, 'aria-required': true, ...describedBy(`${id}-error`, error, hintId) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function JobTypeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...props} className={cn(fieldClasses, 'h-10')}>
      {JOB_TYPES.map((type) => (
        <option key={type} value={type}>
          {serviceTypeInfo(type).label} ({serviceTypeInfo(type).priceLabel})
        </option>
      ))}
    </select>
  );
}

export function DescriptionInput(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Textarea rows={5} maxLength={4000} {...props} />;
}

/** The rate box with a $ in front; min is the enforced $25 (the old form's hint wrongly said 5). */
export function RateInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-700"
        aria-hidden="true"
      >
        $
      </span>
      <Input
        type="number"
        inputMode="decimal"
        min={MIN_HOURLY_RATE_CENTS / 100}
        max={MAX_RATE_DOLLARS}
        step={1}
        className="pl-7"
        {...props}
      />
    </div>
  );
}

/** The game's pay from the form's times and rate, once both make sense. */
export function payCentsOf(startTime: string, endTime: string, hourlyRate: string): number | null {
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  const cents = rateCents(hourlyRate);
  if (start === null || end === null || start === end) return null;
  if (cents === undefined || !Number.isFinite(cents) || cents <= 0) return null;
  return totalPayCents(durationMinutes(startTime, endTime), cents);
}

/**
 * Duration and total pay as the coach fills in times and rate. Information only: the server works
 * both out from the times and rate, so nothing here is sent.
 */
export function PaySummary({
  startTime,
  endTime,
  hourlyRate,
}: {
  startTime: string;
  endTime: string;
  hourlyRate: string;
}) {
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  const minutes =
    start !== null && end !== null && start !== end ? durationMinutes(startTime, endTime) : null;
  const cents = rateCents(hourlyRate);
  const overnight = minutes !== null && end! < start!;
  const pay =
    minutes !== null && cents !== undefined && Number.isFinite(cents) && cents > 0
      ? totalPayCents(minutes, cents)
      : null;

  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-brand-900">Game-day estimate</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-slate-700">Duration</dt>
        <dd className="font-medium text-slate-900">
          {minutes === null ? 'Set start and end times' : hoursLabel(durationHours(minutes))}
        </dd>
        <dt className="text-slate-700">Total pay</dt>
        <dd className="font-medium text-slate-900">{pay === null ? '-' : formatDollars(pay)}</dd>
      </dl>
      {overnight && (
        <p className="mt-2 flex items-center gap-1.5 text-slate-700">
          <Moon className="size-4 text-brand-700" aria-hidden="true" />
          <span>
            <span className="font-semibold">Overnight:</span> the end time is on the next day.
          </span>
        </p>
      )}
    </div>
  );
}
