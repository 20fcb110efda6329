import { z } from 'zod';
import { HelperReliabilitySchema } from './reliability.js';
import { JobRequirementsSchema, PassportSchema } from './safety.js';
import {
  CancellationFeeSchema,
  CancellationPolicyInputSchema,
  CancellationPolicySchema,
} from './cancellation-policy.js';
import { CANCELLATION_REASONS } from '../domain/cancellation-policy.js';
import { DEFAULT_SEARCH_RADIUS_MILES } from '../constants.js';
import { APPLICATION_STATUSES, JOB_STATUSES } from '../domain/jobs.js';
import { JOB_TYPES } from '../domain/service-types.js';
import { JobRescheduleSchema } from './job-reschedule.js';
import { SPORTS } from '../domain/sports.js';
import {
  CONTROL_CHARS,
  CONTROL_CHARS_MESSAGE,
  dollarsCodec,
  idSchema,
  intQuery,
  isCalendarDate,
  TIME_RE,
} from './primitives.js';
import {
  isStreamingJobType,
  STREAM_MESSAGES,
  StreamConsentInputSchema,
  StreamConsentViewSchema,
} from './stream-consent.js';

export const JOB_MESSAGES = {
  title: 'Job title must be at least 5 characters',
  description: 'Description must be at least 20 characters',
  jobDate: 'Job date is required',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  location: 'Location must be at least 5 characters',
  zipCode: 'ZIP code must be at least 5 characters',
  hourlyRate: 'Hourly rate must be at least $25',
  maxRate: 'Hourly rate must be at most $1,000',
  jobType: 'Please choose a job type',
  invalidDate: 'Invalid date',
  pastDate: 'Job date cannot be in the past',
  sameTimes: 'End time must be different from the start time',
  notFound: 'Job not found',
  noTeamProfile:
    'You need to complete your team profile before posting jobs. Go to Dashboard > Profile to set up your team information.',
  noVenmo:
    'You must add your Venmo username to your profile before posting jobs. Go to Dashboard > Profile to add your payment information.',
  incompleteTeam:
    'Please complete your team profile first. Go to Dashboard > Profile and fill in your team name and sport types.',
  applyRate: 'Hourly rate must be at least $25',
  alreadyApplied: 'You have already applied to this job',
  ownJob: "You can't apply to your own job",
  wrongAccountType: 'Wrong Account Type: You need a helper account to apply for jobs',
  helperProfileMissing: 'Helper profile not found',
  overlap: 'This helper is already booked for another job at that time.',
  notOwner: 'Only the team that posted this job can do that.',
  policyLocked:
    "The cancellation policy can't change once helpers have applied: they applied under it. Everything else can still change.",
  invalidCursor: 'Invalid cursor',
  gameStarted: 'This game has already started.',
  reopenTooEarly:
    'You can open the job to standby applicants once your helper has missed the 12-hour reconfirmation.',
  notReminded: 'There is nothing to confirm yet: the reminder comes 24 hours before the game.',
} as const;

/** Free text from a user: trimmed, bounded, no control characters (PostgreSQL refuses NUL bytes). */
const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `At most ${max} characters`)
    .refine((value) => !CONTROL_CHARS.test(value), CONTROL_CHARS_MESSAGE);

/** A required calendar date: blank says the field's message, an impossible one 'Invalid date'. */
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, { message, abort: true })
    .refine(isCalendarDate, JOB_MESSAGES.invalidDate);

/** An hourly rate in dollars on the wire, cents below it. */
const rateCodec = (message: string) =>
  dollarsCodec({ min: 25, max: 1000, message, maxMessage: JOB_MESSAGES.maxRate });

/** Sent by the spec's client and ignored: the server computes it (or takes it from the session). */
const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);

/**
 * POST /api/jobs and PUT /api/jobs/{id}, with the spec's field names; `hourlyRate` is dollars.
 * Duration, total pay, team and coordinates are the server's.
 */
export const PostJobBodySchema = z
  .object({
    title: text(5, 120, JOB_MESSAGES.title),
    description: text(20, 4000, JOB_MESSAGES.description),
    jobType: z.enum(JOB_TYPES, { error: JOB_MESSAGES.jobType }),
    jobDate: requiredDate(JOB_MESSAGES.jobDate),
    startTime: z.string({ error: JOB_MESSAGES.startTime }).regex(TIME_RE, JOB_MESSAGES.startTime),
    endTime: z.string({ error: JOB_MESSAGES.endTime }).regex(TIME_RE, JOB_MESSAGES.endTime),
    location: text(5, 200, JOB_MESSAGES.location),
    zipCode: z
      .string({ error: JOB_MESSAGES.zipCode })
      .trim()
      .min(5, JOB_MESSAGES.zipCode)
      .regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code'),
    hourlyRate: rateCodec(JOB_MESSAGES.hourlyRate),
    /** Pay by card, guaranteed at booking (decision 22); otherwise Venmo or PayPal after the game. */
    paysByCard: z.boolean().optional(),
    /** Streaming and full-service jobs: the league's and families' consent, and who may watch. */
    streamConsent: StreamConsentInputSchema.optional(),
    /** Decision 24: left out, a new job takes the defaults and an edit keeps the job's policy. */
    cancellationPolicy: CancellationPolicyInputSchema.optional(),
    /** Decision 0050: left out, a new job takes the team's defaults and an edit keeps the job's. */
    requirements: JobRequirementsSchema.optional(),
    /** Decision 0051: offer the job to standby applicants when a booking ends early; an edit keeps it. */
    standbyOffers: z.boolean().optional(),
    teamId: ignored("the signed-in coach's team"),
    duration: ignored('computed from startTime and endTime'),
    totalPay: ignored('computed as duration times hourlyRate'),
  })
  .refine((b) => b.startTime !== b.endTime, { path: ['endTime'], message: JOB_MESSAGES.sameTimes })
  .refine((b) => !isStreamingJobType(b.jobType) || b.streamConsent, {
    path: ['streamConsent'],
    message: STREAM_MESSAGES.consentRequired,
  });
/** The body as the server and the web form hold it (rate in cents). */
export type PostJobBody = z.output<typeof PostJobBodySchema>;
/** The body as it crosses HTTP (rate in dollars). */
export type PostJobWire = z.input<typeof PostJobBodySchema>;

/** GET /api/jobs: the home preview (`limit=6&status=open`) and Find Work (`zipCode&radius=25`). */
export const JobSearchQuerySchema = z.object({
  status: z.enum(JOB_STATUSES).default('open'),
  limit: intQuery(1, 50).default(20),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Unknown ZIP code')
    .optional(),
  radius: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Radius must be a number of miles from 1 to 500')
    .transform(Number)
    .pipe(z.number().min(1, 'Radius must be a number of miles from 1 to 500').max(500))
    .default(DEFAULT_SEARCH_RADIUS_MILES),
  jobType: z.enum(JOB_TYPES).optional(),
  dateFrom: z.string().refine(isCalendarDate, JOB_MESSAGES.invalidDate).optional(),
  dateTo: z.string().refine(isCalendarDate, JOB_MESSAGES.invalidDate).optional(),
  /** Opaque: the `X-Next-Cursor` header of the previous page. */
  cursor: z.string().max(300, JOB_MESSAGES.invalidCursor).optional(),
});
export type JobSearchQuery = z.output<typeof JobSearchQuerySchema>;

/** GET /api/jobs/team/{teamId}: the optional `status=open` of the spec. */
export const TeamJobsQuerySchema = z.object({ status: z.enum(JOB_STATUSES).optional() });

const personName = { firstName: z.string(), lastName: z.string() };

export const JobTeamSchema = z.object({
  id: z.number().int(),
  teamName: z.string(),
  sportType: z.enum(SPORTS),
  avgRating: z.number(),
  totalReviews: z.number().int(),
  user: z.object({ id: z.number().int(), ...personName }),
});

/** The assigned helper. The Venmo handle only goes to the job's owner once that helper is booked. */
export const JobHelperSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.object({ id: z.number().int(), ...personName }),
  venmoUsername: z.string().nullable(),
});

/** A job as every list shows it: the spec's Job entity, money in dollars, duration in hours. */
export const JobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  jobType: z.enum(JOB_TYPES),
  jobDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Hours (2.5 for 2 h 30 min), as the spec's entity has it. */
  duration: z.number(),
  durationMinutes: z.number().int(),
  hourlyRate: dollarsCodec(),
  totalPay: dollarsCodec(),
  location: z.string(),
  zipCode: z.string(),
  /** The venue's IANA time zone: the date and times above are its wall-clock (decision 21). */
  timeZone: z.string(),
  /** Paid by card, guaranteed at booking (decision 22). */
  paysByCard: z.boolean(),
  status: z.enum(JOB_STATUSES),
  teamId: z.number().int(),
  helperId: z.number().int().nullable(),
  team: JobTeamSchema,
  helper: JobHelperSchema.nullable(),
  /** Miles from the searched ZIP; null when no ZIP was searched. */
  distanceMiles: z.number().nullable(),
  /** Open, and its game has started without a helper: out of search, shown as expired to its owner. */
  expired: z.boolean(),
  createdAt: z.string(),
  /**
   * Until then the job gathers applications and the team can't book; then it sees them ranked
   * (decision 25). The posting time itself when there was no window.
   */
  applicationWindowEndsAt: z.string(),
  /** What a helper's safety passport must show to apply and be booked (decision 0050). */
  requirements: JobRequirementsSchema,
});
export type JobSummary = z.output<typeof JobSummarySchema>;

/** The job an application is for, as the helper's lists show it. */
export const ApplicationJobSchema = JobSummarySchema.pick({
  id: true,
  applicationWindowEndsAt: true,
  title: true,
  jobType: true,
  jobDate: true,
  startTime: true,
  endTime: true,
  timeZone: true,
  paysByCard: true,
  hourlyRate: true,
  totalPay: true,
  location: true,
  status: true,
  teamId: true,
}).extend({ team: z.object({ id: z.number().int(), teamName: z.string() }) });

export const ApplicationHelperSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  ...personName,
  avgRating: z.number(),
  totalReviews: z.number().int(),
  /** "Under 18, guardian approved" (decision 23); the age itself is never sent. */
  underEighteen: z.boolean(),
  /** On the team's list of applications (issue 38). */
  reliability: HelperReliabilitySchema.optional(),
  /** On the team's list of applications: the safety passport (decision 0050). */
  passport: PassportSchema.optional(),
});

/** The spec's Application: `proposedRate` in dollars (the job's rate when none was proposed). */
export const ApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  helperId: z.number().int(),
  proposedRate: dollarsCodec(),
  message: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  helper: ApplicationHelperSchema,
  job: ApplicationJobSchema,
  /** Miles from the helper's ZIP to the venue; null when either is unknown. */
  distanceMiles: z.number().nullable(),
  /** On the team's lists (decision 25): the score out of 100 by RANKING_FORMULA. */
  score: z.number().optional(),
  /**
   * On the team's lists: null while the window is open; once closed, the place among the
   * applications it gathered (`place` null for one that came after, first come, first served).
   */
  placing: z.object({ place: z.number().int().nullable(), of: z.number().int() }).nullable().optional(),
  /** On the team's lists (issue 55): whether the game fits the helper's availability. */
  available: z.boolean().optional(),
});
export type Application = z.output<typeof ApplicationSchema>;

export const PaymentInstructionsSchema = z.object({
  helperName: z.string(),
  venmoUsername: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  preferredPaymentMethod: z.enum(['venmo', 'paypal']).nullable(),
  totalPay: dollarsCodec(),
});
export type PaymentInstructions = z.output<typeof PaymentInstructionsSchema>;

/**
 * GET /api/jobs/{id}: the job, who the viewer is to it, and only what that viewer may see:
 * applications for the owner alone (an empty list for anyone else), the viewer's own application,
 * payment instructions for the owner once the job is completed.
 */
export const JobDetailSchema = JobSummarySchema.extend({
  viewer: z.enum(['signed-out', 'owner', 'assigned-helper', 'applicant', 'visitor']),
  cancelReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  team: JobTeamSchema.extend({ coachName: z.string(), sportTypes: z.array(z.enum(SPORTS)) }),
  applications: z.array(ApplicationSchema),
  myApplication: ApplicationSchema.nullable(),
  paymentInstructions: PaymentInstructionsSchema.nullable(),
  /** Streaming jobs: the team's recorded consent (null until confirmed, and for other job types). */
  streamConsent: StreamConsentViewSchema.nullable(),
  /** Decision 24: the terms every viewer sees before applying. */
  cancellationPolicy: CancellationPolicySchema,
  /** Why a cancelled job was cancelled (its note is `cancelReason`); null otherwise. */
  cancelReasonKind: z.enum(CANCELLATION_REASONS).nullable(),
  /** What the cancellation owes the booked helper: for the team and that helper only. */
  cancellationFee: CancellationFeeSchema.nullable(),
  /** A rained-out game's new time, while its booked helper has not answered (decision 0045). */
  reschedule: JobRescheduleSchema.nullable(),
});
export type JobDetail = z.output<typeof JobDetailSchema>;

/** POST /api/applications. `helperId` is the session's; a blank `proposedRate` means the job's. */
export const ApplyBodySchema = z.object({
  jobId: idSchema,
  proposedRate: rateCodec(JOB_MESSAGES.applyRate).nullish(),
  message: text(0, 1000, 'Message is too long').nullish(),
  helperId: ignored('the helper is the signed-in user'),
});
export type ApplyBody = z.output<typeof ApplyBodySchema>;
export type ApplyWire = z.input<typeof ApplyBodySchema>;

export const ApplicationStatusBodySchema = z.object({
  status: z.enum(['accepted', 'rejected']),
  /**
   * Accepting on card terms (decision 22): the setup intent through which the team saved the card
   * that guarantees the helper's pay. Required on a card job; on another job it makes it one.
   */
  setupIntentId: z
    .string()
    .regex(/^seti_\w{1,200}$/, 'Invalid saved card.')
    .optional(),
});
