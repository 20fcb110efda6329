import { isCalendarDate } from '../schemas/primitives.js';
import type { JobType } from './service-types.js';

/**
 * The team's bulk schedule upload (spec doc 2, decision 11): the template's columns, the row rules
 * and how a valid row becomes a job. Shared so the dialog's template and the server's reader agree.
 */

/** The template's columns, in order; the server matches headers loosely against these names. */
export const SCHEDULE_COLUMNS = [
  'Date',
  'Time',
  'Home Team',
  'Away Team',
  'Field/Location',
  'Service Required',
] as const;
export type ScheduleColumn = (typeof SCHEDULE_COLUMNS)[number];

/** The spec's four services, as the Service Required column spells them, and the job type each posts. */
export const SCHEDULE_SERVICES: Readonly<Record<string, JobType>> = {
  Scorekeeping: 'scorekeeper',
  'Scoreboard Operation': 'scoreboard',
  'Live Streaming': 'streaming',
  'Full Service': 'full-service',
};
const SERVICE_NAMES = Object.keys(SCHEDULE_SERVICES);

/** The dialog's game-length choice, in hours (decision 11: default 2). */
export const SCHEDULE_LENGTH_HOURS = [1, 1.5, 2, 2.5, 3, 4] as const;
export const DEFAULT_SCHEDULE_LENGTH_HOURS = 2;

/** Longest team name a row may carry, so "{Service} - {Home} vs {Away}" stays within a job title's 120. */
export const SCHEDULE_TEAM_NAME_MAX = 40;
export const SCHEDULE_LOCATION_MAX = 200;

export const SCHEDULE_MESSAGES = {
  invalidFileType: 'Invalid File Type: Please select a CSV file',
  success: 'Upload Successful',
  partial: 'Upload Completed with Errors',
  required: (row: number, column: ScheduleColumn) => `Row ${row}: ${column} is required`,
  date: (row: number) => `Row ${row}: Date must be a real date written YYYY-MM-DD`,
  pastDate: (row: number) => `Row ${row}: Date cannot be in the past`,
  time: (row: number) => `Row ${row}: Time must be written H:MM AM/PM, e.g. 7:00 PM`,
  service: (row: number) => `Row ${row}: Service Required must be one of ${SERVICE_NAMES.join(', ')}`,
  tooLong: (row: number, column: ScheduleColumn, max: number) =>
    `Row ${row}: ${column} must be at most ${max} characters`,
} as const;

/** A CSV file the dialog offers for download: the header and 4 sample games. */
export const SCHEDULE_TEMPLATE_CSV =
  [
    SCHEDULE_COLUMNS.join(','),
    '2026-04-11,9:00 AM,Tigers,Lions,Riverside Park Field 1,Scorekeeping',
    '2026-04-11,11:30 AM,Tigers,Bears,Riverside Park Field 2,Scoreboard Operation',
    '2026-04-18,1:00 PM,Eagles,Tigers,Central High School,Live Streaming',
    '2026-04-25,6:30 PM,Tigers,Hawks,Memorial Stadium,Full Service',
  ].join('\r\n') + '\r\n';

/** "7:00 PM" (H:MM AM/PM; a leading zero, lower case or no space are forgiven) to "19:00"; null when not that shape. */
export function parseClockTime(value: string): string | null {
  const match = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp])\.?[Mm]\.?$/.exec(value.trim());
  if (!match) return null;
  const hours12 = Number(match[1]) % 12;
  const hours24 = match[3]!.toUpperCase() === 'P' ? hours12 + 12 : hours12;
  return `${String(hours24).padStart(2, '0')}:${match[2]}`;
}

/** "19:00" plus a length in minutes, on a 24-hour clock (a late game may end after midnight). */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (((h! * 60 + m! + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The service column's value as the spec spells it, matched ignoring case and extra spaces. */
export function scheduleService(value: string): string | null {
  const wanted = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return SERVICE_NAMES.find((name) => name.toLowerCase() === wanted) ?? null;
}

export interface ScheduleRowValues {
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  location: string;
  service: string;
}

/** A valid row, ready to become a job of the uploading team. */
export interface ScheduledGame {
  rowNumber: number;
  title: string;
  jobType: JobType;
  jobDate: string;
  startTime: string;
  homeTeam: string;
  awayTeam: string;
  location: string;
}

const FIELD_COLUMN: Record<keyof ScheduleRowValues, ScheduleColumn> = {
  date: 'Date',
  time: 'Time',
  homeTeam: 'Home Team',
  awayTeam: 'Away Team',
  location: 'Field/Location',
  service: 'Service Required',
};

/**
 * Doc 2's rules for one row: every field required, date YYYY-MM-DD (a real one, not before `today`),
 * time H:MM AM/PM, Service Required one of the four. Every problem of the row is reported, each
 * naming the row number and the column.
 */
export function checkScheduleRow(
  rowNumber: number,
  values: ScheduleRowValues,
  today: string,
): { game: ScheduledGame; errors: [] } | { game: null; errors: string[] } {
  const errors: string[] = [];
  for (const field of Object.keys(FIELD_COLUMN) as (keyof ScheduleRowValues)[]) {
    if (values[field].trim() === '') errors.push(SCHEDULE_MESSAGES.required(rowNumber, FIELD_COLUMN[field]));
  }
  const date = values.date.trim();
  if (date && !isCalendarDate(date)) errors.push(SCHEDULE_MESSAGES.date(rowNumber));
  else if (date && date < today) errors.push(SCHEDULE_MESSAGES.pastDate(rowNumber));
  const startTime = values.time.trim() ? parseClockTime(values.time) : null;
  if (values.time.trim() && !startTime) errors.push(SCHEDULE_MESSAGES.time(rowNumber));
  const service = values.service.trim() ? scheduleService(values.service) : null;
  if (values.service.trim() && !service) errors.push(SCHEDULE_MESSAGES.service(rowNumber));
  for (const field of ['homeTeam', 'awayTeam'] as const) {
    if (values[field].trim().length > SCHEDULE_TEAM_NAME_MAX) {
      errors.push(SCHEDULE_MESSAGES.tooLong(rowNumber, FIELD_COLUMN[field], SCHEDULE_TEAM_NAME_MAX));
    }
  }
  if (values.location.trim().length > SCHEDULE_LOCATION_MAX) {
    errors.push(SCHEDULE_MESSAGES.tooLong(rowNumber, 'Field/Location', SCHEDULE_LOCATION_MAX));
  }
  if (errors.length > 0 || !startTime || !service) return { game: null, errors };
  const homeTeam = values.homeTeam.trim();
  const awayTeam = values.awayTeam.trim();
  return {
    game: {
      rowNumber,
      title: `${service} - ${homeTeam} vs ${awayTeam}`,
      jobType: SCHEDULE_SERVICES[service]!,
      jobDate: date,
      startTime,
      homeTeam,
      awayTeam,
      location: values.location.trim(),
    },
    errors: [],
  };
}
