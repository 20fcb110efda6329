import { MAX_SCHEDULE_BYTES, SCHEDULE_MESSAGES, SCHEDULE_TEMPLATE_CSV } from '@sideline/shared';

export const CSV_ACCEPT = '.csv,text/csv';
export const TOO_LARGE = `File too large: a schedule file may be at most ${MAX_SCHEDULE_BYTES / 1024 / 1024} MB.`;

/** The spec: a CSV is a file of type text/csv or one named .csv. */
export function checkScheduleFile(file: File): string | null {
  if (file.type !== 'text/csv' && !/\.csv$/i.test(file.name)) return SCHEDULE_MESSAGES.invalidFileType;
  if (file.size > MAX_SCHEDULE_BYTES) return TOO_LARGE;
  return null;
}

/** The file size as the dialog shows it, in KB (at least 0.1 KB so a tiny file does not read "0 KB"). */
export function sizeInKb(bytes: number): string {
  const kb = bytes / 1024;
  return `${kb === 0 ? 0 : Math.max(0.1, Math.round(kb * 10) / 10).toLocaleString('en-US')} KB`;
}

/** Saves the template (header and 4 sample games) as schedule-template.csv. */
export function downloadTemplate(): void {
  const url = URL.createObjectURL(new Blob([SCHEDULE_TEMPLATE_CSV], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'schedule-template.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has queued the download; the URL may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
