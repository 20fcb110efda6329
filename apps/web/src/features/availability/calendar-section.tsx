import { useRef, useState, type FormEvent } from 'react';
import { AVAILABILITY_MESSAGES, CALENDAR_MAX_BYTES, type Availability } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useCalendarAddress, useCalendarFile, useRemoveCalendar } from './api/availability-api';

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof ApiError ? error.serverMessage : AVAILABILITY_MESSAGES.calendarUnreachable,
    variant: 'destructive',
  });

/** Busy times from the helper's own calendar: an .ics file, or an address fetched every few hours. */
export function CalendarSection({ saved }: { saved: Availability }) {
  const [url, setUrl] = useState(saved.calendar.url ?? '');
  const [fileError, setFileError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const address = useCalendarAddress();
  const file = useCalendarFile();
  const remove = useRemoveCalendar();

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    address.mutate(url.trim(), {
      onSuccess: () =>
        toast({ title: 'Calendar Connected', description: 'Busy times will be checked every few hours.' }),
      onError: failed('Calendar Not Connected'),
    });
  };
  const upload = async (chosen: File | undefined) => {
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > CALENDAR_MAX_BYTES) return setFileError(AVAILABILITY_MESSAGES.calendarTooLarge);
    file.mutate(
      { fileName: chosen.name, content: await chosen.text() },
      {
        onSuccess: () => toast({ title: 'Calendar Uploaded', description: 'Your busy times are blocked.' }),
        onError: failed('Calendar Not Uploaded'),
      },
    );
  };

  return (
    <section
      aria-labelledby="calendar-busy-title"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id="calendar-busy-title" className="font-semibold text-slate-900">
        Busy times from your calendar
      </h3>
      {saved.calendar.error && <Alert variant="warning">Last check failed: {saved.calendar.error}</Alert>}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="calendar-file">Upload an .ics file</Label>
        <Input
          id="calendar-file"
          ref={fileRef}
          type="file"
          accept=".ics,text/calendar"
          disabled={file.isPending}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        {fileError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <form
        noValidate
        onSubmit={submitAddress}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        aria-label="Calendar address"
      >
        <TextField
          id="calendar-url"
          className="grow"
          label="Or your calendar's address"
          hint="A public https or webcal address (for example your Google Calendar's secret iCal address)."
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={address.isPending || url.trim() === ''}>
          {address.isPending ? 'Checking...' : 'Use this address'}
        </Button>
      </form>
      {(saved.calendar.url || saved.calendar.fileName) && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span>
            Using {saved.calendar.url ? 'the address above' : `the file ${saved.calendar.fileName}`}
            {saved.calendar.fetchedAt ? `, read ${when(saved.calendar.fetchedAt, saved.timeZone)}` : ''}.
          </span>
          <Button
            type="button"
            variant="link"
            onClick={() => remove.mutate(undefined, { onSuccess: () => setUrl('') })}
          >
            Remove calendar
          </Button>
        </div>
      )}
      {saved.busy.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-slate-800" aria-label="Busy times from your calendar">
          {saved.busy.slice(0, 20).map((b) => (
            <li key={`${b.start}-${b.end}`} className="rounded bg-slate-100 px-2 py-1">
              <span className="font-medium">Blocked (from your calendar):</span>{' '}
              {when(b.start, saved.timeZone)} to {when(b.end, saved.timeZone)}
              {b.summary ? `, ${b.summary}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
