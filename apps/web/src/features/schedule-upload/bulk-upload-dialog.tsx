import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Download, Upload } from 'lucide-react';
import {
  DEFAULT_SCHEDULE_LENGTH_HOURS,
  SCHEDULE_COLUMNS,
  SCHEDULE_LENGTH_HOURS,
  SCHEDULE_SERVICES,
} from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageDialog } from '@/components/ui/page-dialog';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { useUploadSchedule } from './api/use-upload-schedule';
import { checkScheduleFile, CSV_ACCEPT, downloadTemplate, sizeInKb } from './schedule-file';
import { UploadProgress } from './upload-progress';
import { UploadResults } from './upload-results';

const COLUMN_HINTS: Record<(typeof SCHEDULE_COLUMNS)[number], string> = {
  Date: 'YYYY-MM-DD',
  Time: 'H:MM AM/PM',
  'Home Team': '',
  'Away Team': '',
  'Field/Location': '',
  'Service Required': Object.keys(SCHEDULE_SERVICES).join(', '),
};

const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * Bulk Upload Schedule (spec doc 2): a CSV of games, each row an open job of the team. Idle, then
 * uploading (with progress), then the result: every count and every row's error.
 */
export function BulkUploadDialog({
  id,
  teamId,
  open,
  onOpenChange,
}: {
  /** The dialog's id, which its opener names. */
  id: string;
  teamId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const lengthSelect = useRef<HTMLSelectElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lengthHours, setLengthHours] = useState<number>(DEFAULT_SCHEDULE_LENGTH_HOURS);
  const [progress, setProgress] = useState(0);
  const upload = useUploadSchedule();

  const reset = () => {
    setFile(null);
    setFileError(null);
    setProgress(0);
    upload.reset();
    if (input.current) input.current.value = '';
  };
  const changeOpen = (next: boolean) => {
    // Closing mid-upload would hide the result of a request that still posts jobs: wait for it.
    if (!next && upload.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const pick = (picked: File | null) => {
    upload.reset();
    const problem = picked ? checkScheduleFile(picked) : null;
    setFileError(problem);
    setFile(problem ? null : picked);
    if (problem && input.current) input.current.value = '';
  };
  // The page opens this dialog before the app has started: what was picked or chosen meanwhile is
  // on screen but not in state.
  useTypedBeforeHydration(
    () => lengthSelect.current,
    String(lengthHours),
    (shown) => setLengthHours(Number(shown)),
  );
  useEffect(() => {
    const picked = input.current?.files?.[0];
    if (picked) pick(picked);
    // Once, at hydration: later picks come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Please select a CSV file to upload.');
      input.current?.focus();
      return;
    }
    setProgress(0);
    upload.mutate({ teamId, file, lengthHours, onProgress: setProgress });
  };

  const failure =
    upload.error instanceof ApiError
      ? upload.error.serverMessage
      : upload.error
        ? 'Upload failed. Please try again.'
        : null;

  return (
    <PageDialog
      id={id}
      open={open}
      onOpenChange={changeOpen}
      title="Bulk Upload Schedule"
      description="Upload a CSV file of your games. Each row becomes an open job that helpers can apply to."
    >
      {upload.data ? (
        <div className="flex flex-col gap-4">
          <UploadResults result={upload.data} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={reset}>
              Upload Another File
            </Button>
            <Button onClick={() => changeOpen(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <section
            aria-labelledby={`${id}-template`}
            className="rounded-md border border-slate-200 bg-slate-50 p-4"
          >
            <h3 id={`${id}-template`} className="text-sm font-semibold text-slate-900">
              CSV columns
            </h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
              {SCHEDULE_COLUMNS.map((column) => (
                <li key={column}>
                  <span className="font-medium">{column}</span>
                  {COLUMN_HINTS[column] && <span className="text-slate-700">: {COLUMN_HINTS[column]}</span>}
                </li>
              ))}
            </ul>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={downloadTemplate}>
              <Download aria-hidden="true" />
              Download Template
            </Button>
          </section>

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-file`}>Schedule file (CSV)</Label>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={CSV_ACCEPT}
              disabled={upload.isPending}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={cn(fileError && `${id}-file-error`, file && `${id}-file-size`) || undefined}
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-800 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50"
            />
            {file && (
              <p id={`${id}-file-size`} className="text-sm text-slate-700">
                {file.name} ({sizeInKb(file.size)})
              </p>
            )}
            <FieldError id={`${id}-file-error`} message={fileError} />
          </div>

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-length`}>Game length</Label>
            <select
              ref={lengthSelect}
              id={`${id}-length`}
              value={lengthHours}
              disabled={upload.isPending}
              onChange={(event) => setLengthHours(Number(event.target.value))}
              className={cn(fieldClasses, 'h-10 sm:w-48')}
            >
              {SCHEDULE_LENGTH_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {hoursLabel(hours)}
                </option>
              ))}
            </select>
          </div>

          {upload.isPending && <UploadProgress sent={progress} />}
          {failure && (
            <Alert variant="destructive" role="alert">
              <div>
                <AlertTitle>Upload Failed</AlertTitle>
                <AlertDescription>{failure}</AlertDescription>
              </div>
            </Alert>
          )}

          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={upload.isPending}
              data-closes-dialog=""
              onClick={() => changeOpen(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              <Upload aria-hidden="true" />
              {upload.isPending ? 'Uploading...' : 'Upload Schedule'}
            </Button>
          </div>
        </form>
      )}
    </PageDialog>
  );
}
