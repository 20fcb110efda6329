import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_MILES, MIN_HOURLY_RATE_CENTS } from '../constants.js';
import { APPLICATION_STATUSES, JOB_STATUSES } from '../domain/jobs.js';
import { JOB_TYPES } from '../domain/service-types.js';
import { SPORTS } from '../domain/sports.js';

export const JOB_MESSAGES = {
  title: 'Job title must be at least 5 characters',
  description: 'Description must be at least 20 characters',
  jobDate: 'Job date is required',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  location: 'Location must be at least 5 characters',
  zipCode: 'ZIP code must be at least 5 characters',
  hourlyRate: 'Hourly rate must be at least $25',
  jobType: 'Please choose a job type',
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
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST /api/jobs and PUT /api/jobs/{id}. Duration, total pay, team and coordinates are the server's. */
export const PostJobBodySchema = z
  .object({
    title: z.string({ error: JOB_MESSAGES.title }).trim().min(5, JOB_MESSAGES.title).max(120),
    description: z.string({ error: JOB_MESSAGES.description }).trim().min(20, JOB_MESSAGES.description).max(4000),
    jobType: z.enum(JOB_TYPES, { error: JOB_MESSAGES.jobType }),
    jobDate: z.string({ error: JOB_MESSAGES.jobDate }).regex(DATE, JOB_MESSAGES.jobDate),
    startTime: z.string({ error: JOB_MESSAGES.startTime }).regex(TIME, JOB_MESSAGES.startTime),
    endTime: z.string({ error: JOB_MESSAGES.endTime }).regex(TIME, JOB_MESSAGES.endTime),
    location: z.string({ error: JOB_MESSAGES.location }).trim().min(5, JOB_MESSAGES.location).max(200),
    zipCode: z.string({ error: JOB_MESSAGES.zipCode }).trim().min(5, JOB_MESSAGES.zipCode).regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code'),
    hourlyRateCents: z.number({ error: JOB_MESSAGES.hourlyRate }).int().min(MIN_HOURLY_RATE_CENTS, JOB_MESSAGES.hourlyRate).max(100_000),
  })
  .refine((b) => b.startTime !== b.endTime, { path: ['endTime'], message: JOB_MESSAGES.sameTimes });
export type PostJobBody = z.infer<typeof PostJobBodySchema>;

export const CancelJobBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).optional();

export const JobSearchQuerySchema = z.object({
  status: z.enum(JOB_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  zipCode: z.string().trim().regex(/^\d{5}$/, 'Unknown ZIP code').optional(),
  radius: z.coerce.number().positive().max(500).default(DEFAULT_SEARCH_RADIUS_MILES),
  jobType: z.enum(JOB_TYPES).optional(),
  dateFrom: z.string().regex(DATE).optional(),
  dateTo: z.string().regex(DATE).optional(),
  cursor: z.string().max(300).optional(),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;

export const JobTeamSchema = z.object({
  id: z.number().int(),
  teamName: z.string(),
  sportType: z.enum(SPORTS),
  avgRating: z.number(),
  totalReviews: z.number().int(),
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
});

export const JobHelperSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});

/** What every list shows about a job. */
export const JobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  jobType: z.enum(JOB_TYPES),
  jobDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  /** Hours, as the spec's screens show duration. */
  duration: z.number(),
  hourlyRateCents: z.number().int(),
  totalPayCents: z.number().int(),
  location: z.string(),
  zipCode: z.string(),
  status: z.enum(JOB_STATUSES),
  teamId: z.number().int(),
  team: JobTeamSchema,
  helper: JobHelperSchema.nullable(),
  distanceMiles: z.number().nullable(),
  createdAt: z.string(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const JobPageSchema = z.object({ jobs: z.array(JobSummarySchema), nextCursor: z.string().nullable() });
export type JobPage = z.infer<typeof JobPageSchema>;

export const ApplicationHelperSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avgRating: z.number(),
  totalReviews: z.number().int(),
});

export const ApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  helperId: z.number().int(),
  proposedRateCents: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  helper: ApplicationHelperSchema,
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    jobType: z.enum(JOB_TYPES),
    jobDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    hourlyRateCents: z.number().int(),
    status: z.enum(JOB_STATUSES),
    teamName: z.string(),
  }),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const PaymentInstructionsSchema = z.object({
  helperName: z.string(),
  venmoUsername: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  preferredPaymentMethod: z.enum(['venmo', 'paypal']).nullable(),
  totalPayCents: z.number().int(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;

/**
 * GET /api/jobs/{id}: the job, who the viewer is to it, and only what that viewer may see:
 * applications for the owner alone, the viewer's own application, payment instructions for the owner
 * once the job is completed.
 */
export const JobDetailSchema = JobSummarySchema.extend({
  viewer: z.enum(['signed-out', 'owner', 'assigned-helper', 'applicant', 'visitor']),
  hasAcceptedApplication: z.boolean(),
  cancelReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  team: JobTeamSchema.extend({ coachName: z.string(), sportTypes: z.array(z.enum(SPORTS)) }),
  applications: z.array(ApplicationSchema).nullable(),
  myApplication: ApplicationSchema.nullable(),
  paymentInstructions: PaymentInstructionsSchema.nullable(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const ApplyBodySchema = z.object({
  jobId: z.coerce.number().int().positive(),
  /** Blank means the job's own rate. */
  proposedRateCents: z.number().int().min(MIN_HOURLY_RATE_CENTS, JOB_MESSAGES.applyRate).max(100_000).nullish(),
  message: z.string().trim().max(1000).nullish(),
  helperId: z.unknown().optional(),
});
export type ApplyBody = z.infer<typeof ApplyBodySchema>;

export const ApplicationStatusBodySchema = z.object({ status: z.enum(['accepted', 'rejected']) });
