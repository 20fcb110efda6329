import { z } from 'zod';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE, idSchema, isCalendarDate, TIME_RE } from './primitives.js';
import {
  AVAILABILITY_MAX_BLACKOUTS,
  AVAILABILITY_MAX_GAMES_PER_DAY,
  AVAILABILITY_MAX_WEEKLY,
  AVAILABILITY_MESSAGES,
} from './availability-messages.js';

// Apart from the schemas, so a page showing a message loads no zod (decision 0054).
export * from './availability-messages.js';

const isZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

const time = z.string({ error: AVAILABILITY_MESSAGES.time }).regex(TIME_RE, AVAILABILITY_MESSAGES.time);
const date = z
  .string({ error: AVAILABILITY_MESSAGES.date })
  .refine(isCalendarDate, AVAILABILITY_MESSAGES.date);

export const WeeklyRangeSchema = z
  .object({
    day: z
      .number({ error: AVAILABILITY_MESSAGES.day })
      .int(AVAILABILITY_MESSAGES.day)
      .min(0, AVAILABILITY_MESSAGES.day)
      .max(6, AVAILABILITY_MESSAGES.day),
    from: time,
    to: time,
  })
  .refine((r) => r.from !== r.to, { message: AVAILABILITY_MESSAGES.sameTimes, path: ['to'] });

export const BlackoutSchema = z
  .object({
    from: date,
    to: date,
    note: z
      .string()
      .trim()
      .max(100, AVAILABILITY_MESSAGES.note)
      .refine((s) => !CONTROL_CHARS.test(s), CONTROL_CHARS_MESSAGE)
      .nullish(),
  })
  .refine((b) => b.from <= b.to, { message: AVAILABILITY_MESSAGES.blackoutOrder, path: ['to'] });

/** PUT /api/users/me/availability, and the dashboard editor's form. */
export const AvailabilityBodySchema = z.object({
  timeZone: z
    .string({ error: AVAILABILITY_MESSAGES.timeZone })
    .max(64)
    .refine(isZone, AVAILABILITY_MESSAGES.timeZone),
  weekly: z
    .array(WeeklyRangeSchema, { error: AVAILABILITY_MESSAGES.weekly })
    .max(AVAILABILITY_MAX_WEEKLY, AVAILABILITY_MESSAGES.weekly),
  blackouts: z
    .array(BlackoutSchema, { error: AVAILABILITY_MESSAGES.blackouts })
    .max(AVAILABILITY_MAX_BLACKOUTS, AVAILABILITY_MESSAGES.blackouts),
  maxGamesPerDay: z
    .number({ error: AVAILABILITY_MESSAGES.maxGamesPerDay })
    .int(AVAILABILITY_MESSAGES.maxGamesPerDay)
    .min(1, AVAILABILITY_MESSAGES.maxGamesPerDay)
    .max(AVAILABILITY_MAX_GAMES_PER_DAY, AVAILABILITY_MESSAGES.maxGamesPerDay)
    .nullable(),
});
export type AvailabilityBody = z.output<typeof AvailabilityBodySchema>;

/** A busy time read from the helper's calendar, shown as a blackout "from your calendar". */
export const CalendarBusySchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  summary: z.string(),
});

export const CalendarSourceSchema = z.object({
  /** The fetched address, or null for an uploaded file (or none). */
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  fetchedAt: z.iso.datetime().nullable(),
  /** The last fetch's failure, in words, or null. */
  error: z.string().nullable(),
});

/** GET/PUT /api/users/me/availability: what is saved (`saved` false until the helper saves once). */
export const AvailabilitySchema = z.object({
  saved: z.boolean(),
  timeZone: z.string(),
  weekly: z.array(z.object({ day: z.number(), from: z.string(), to: z.string() })),
  blackouts: z.array(z.object({ from: z.string(), to: z.string(), note: z.string().nullable() })),
  maxGamesPerDay: z.number().nullable(),
  calendar: CalendarSourceSchema,
  busy: z.array(CalendarBusySchema),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** PUT /api/users/me/availability/calendar-url: a calendar the server fetches on a schedule. */
export const CalendarUrlBodySchema = z.object({
  url: z
    .string({ error: AVAILABILITY_MESSAGES.calendarUrl })
    .trim()
    .max(2000, AVAILABILITY_MESSAGES.calendarUrl)
    // http:// passes here only so the service can say https is needed (or allow a local test server).
    .regex(/^(https?|webcal):\/\/[^\s]+$/i, AVAILABILITY_MESSAGES.calendarUrl),
});

/** POST /api/users/me/availability/calendar-file: an .ics file's text, read in the browser. */
export const CalendarFileBodySchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, AVAILABILITY_MESSAGES.calendarFile)
    .max(200, AVAILABILITY_MESSAGES.calendarFile),
  content: z.string({ error: AVAILABILITY_MESSAGES.calendarFile }).min(1, AVAILABILITY_MESSAGES.calendarFile),
});

/** GET /api/users/me/availability/fits?jobIds=1,2,3: whether each game fits the caller. */
export const AvailabilityFitsQuerySchema = z.object({
  jobIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'jobIds is a comma-separated list of at most 100 ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(idSchema)),
});
export const AvailabilityMissSchema = z.enum(['outside-hours', 'blackout', 'calendar-busy', 'daily-limit']);
export const JobFitSchema = z.object({
  jobId: z.number(),
  fits: z.boolean(),
  misses: z.array(AvailabilityMissSchema),
});
export const JobFitsSchema = z.array(JobFitSchema);
export type JobFit = z.infer<typeof JobFitSchema>;

/** GET /api/jobs/:id/restaff: the team's next best available applicant, from the ranked list. */
export const RestaffSuggestionSchema = z.object({
  next: z
    .object({
      applicationId: z.number(),
      helperId: z.number(),
      name: z.string(),
      place: z.number().nullable(),
      score: z.number().nullable(),
    })
    .nullable(),
});
export type RestaffSuggestion = z.infer<typeof RestaffSuggestionSchema>;
