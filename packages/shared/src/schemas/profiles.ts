import { z } from 'zod';
import { PASSPORT_FILTERS } from './safety.js';
import { HelperReliabilitySchema, TeamReliabilitySchema } from './reliability.js';
import { HELPER_RATE_RANGE, TEAM_BUDGET_RANGE } from '../constants.js';
import { SPORTS } from '../domain/sports.js';
import { VENMO_MESSAGE } from './common.js';
import { dollarsCodec, idSchema, intQuery, isCalendarDate, TIME_RE } from './primitives.js';
import { optionalText, plainText, textList } from './text.js';

export const PROFILE_MESSAGES = {
  teamName: 'Team name must be at least 2 characters',
  sports: 'Please select at least one sport',
  teamLocation: 'Team location must be at least 2 characters',
  budgetMin: 'Minimum budget is $10/hour',
  budgetMax: 'Maximum budget is $200/hour',
  venmoRequired: 'Venmo username is required',
  venmoFormat: VENMO_MESSAGE,
  helperEmail: 'Valid email address is required for GameChanger access',
  rateMin: 'Minimum hourly rate must be at least $25/hour',
  rateMax: 'Maximum hourly rate must be at least $25/hour',
  rateTooHigh: `Hourly rates can be at most $${HELPER_RATE_RANGE.max * 10}/hour`,
  rateRange: 'Invalid Rate Range',
  skills: 'Skills Required',
  profileExists: 'You already have a profile of this kind. Edit it instead.',
  notOwner: 'You can only change your own profile.',
  notSelf: 'You can only create or change your own profile.',
  teamNotFound: 'Team profile not found',
  helperNotFound: 'Helper profile not found',
  unknownZip: 'Unknown ZIP code',
} as const;

/** A Venmo handle: @ then letters, digits, underscores or hyphens. */
export const venmoUsernameSchema = z
  .string({ error: PROFILE_MESSAGES.venmoRequired })
  .trim()
  .min(1, PROFILE_MESSAGES.venmoRequired)
  .max(60, PROFILE_MESSAGES.venmoFormat)
  .regex(/^@[A-Za-z0-9_-]+$/, PROFILE_MESSAGES.venmoFormat);

/** Uploaded images are referenced by the path the upload call answered. */
const imagePath = z
  .string()
  .regex(/^\/uploads\/[a-z0-9-]+\.webp$/, 'Upload the picture first')
  .nullable()
  .optional();

/**
 * The spec's clients send their own `userId` in profile bodies; it is accepted and must be the
 * signed-in user's (the profile is always the session user's own).
 */
const selfUserId = idSchema.optional();

const teamProfileFields = {
  userId: selfUserId,
  teamName: plainText(100, { type: PROFILE_MESSAGES.teamName }).min(2, PROFILE_MESSAGES.teamName),
  sportTypes: z
    .array(z.enum(SPORTS), { error: PROFILE_MESSAGES.sports })
    .min(1, PROFILE_MESSAGES.sports)
    .max(SPORTS.length),
  teamLocation: plainText(120, { type: PROFILE_MESSAGES.teamLocation }).min(2, PROFILE_MESSAGES.teamLocation),
  hourlyBudget: dollarsCodec({
    min: TEAM_BUDGET_RANGE.min,
    max: TEAM_BUDGET_RANGE.max,
    message: PROFILE_MESSAGES.budgetMin,
    maxMessage: PROFILE_MESSAGES.budgetMax,
  }),
  /** Written to the account: one handle per user, shared by Payment Settings and both profiles. */
  venmoUsername: venmoUsernameSchema.optional(),
  bio: optionalText(2000),
  profileImage: imagePath,
  yearsActive: z.number().int().min(0).max(100).optional(),
  teamAchievements: textList(10, 200),
  successStories: textList(10, 500),
};

/** POST /api/team-profiles and PUT /api/team-profiles/{id}. */
export const TeamProfileBodySchema = z.object(teamProfileFields);
export type TeamProfileBody = z.output<typeof TeamProfileBodySchema>;

/** The team profile screen's form: the same body, with the spec's required Venmo handle. */
export const TeamProfileFormSchema = z.object({ ...teamProfileFields, venmoUsername: venmoUsernameSchema });
export type TeamProfileForm = z.output<typeof TeamProfileFormSchema>;

const rate = (message: string) =>
  dollarsCodec({
    min: HELPER_RATE_RANGE.min,
    max: HELPER_RATE_RANGE.max * 10,
    message,
    maxMessage: PROFILE_MESSAGES.rateTooHigh,
  });

const helperEmail = z
  .string({ error: PROFILE_MESSAGES.helperEmail })
  .trim()
  .max(254, PROFILE_MESSAGES.helperEmail)
  .pipe(z.email(PROFILE_MESSAGES.helperEmail));

const helperProfileFields = {
  userId: selfUserId,
  /** The GameChanger access address; the spec's second call table omits it, so it may be absent. */
  email: helperEmail.optional(),
  bio: optionalText(2000),
  hourlyRateMin: rate(PROFILE_MESSAGES.rateMin),
  hourlyRateMax: rate(PROFILE_MESSAGES.rateMax),
  isScorekeeper: z.boolean(),
  isScoreboard: z.boolean(),
  isStreaming: z.boolean(),
  hasEquipment: z.boolean(),
  equipmentDetails: optionalText(1000),
  equipment: textList(20, 100),
  availability: optionalText(500),
  /** Written to the account: one handle per user, shared by Payment Settings and both profiles. */
  venmoUsername: venmoUsernameSchema.optional(),
  profileImage: imagePath,
  yearsOfExperience: z.number().int().min(0).max(80).optional(),
  certifications: textList(10, 120),
  experience: optionalText(2000),
};

interface RateAndSkills {
  hourlyRateMin: number;
  hourlyRateMax: number;
  isScorekeeper: boolean;
  isScoreboard: boolean;
  isStreaming: boolean;
}
function checkRatesAndSkills(body: RateAndSkills, ctx: z.RefinementCtx) {
  if (body.hourlyRateMax < body.hourlyRateMin) {
    ctx.addIssue({ code: 'custom', path: ['hourlyRateMax'], message: PROFILE_MESSAGES.rateRange });
  }
  if (!body.isScorekeeper && !body.isScoreboard && !body.isStreaming) {
    ctx.addIssue({ code: 'custom', path: ['skills'], message: PROFILE_MESSAGES.skills });
  }
}

/** POST /api/helper-profiles and PUT /api/helper-profiles/{id}. */
export const HelperProfileBodySchema = z.object(helperProfileFields).superRefine(checkRatesAndSkills);
export type HelperProfileBody = z.output<typeof HelperProfileBodySchema>;

/** The helper profile form: the same body, with the spec's required email and Venmo handle. */
export const HelperProfileFormSchema = z
  .object({ ...helperProfileFields, email: helperEmail, venmoUsername: venmoUsernameSchema })
  .superRefine(checkRatesAndSkills);
export type HelperProfileForm = z.output<typeof HelperProfileFormSchema>;

/** A team profile as anyone may see it; the Venmo handle only reaches the team's owner. */
export const TeamProfileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  teamName: z.string(),
  sportTypes: z.array(z.enum(SPORTS)),
  /** The first sport, kept because the spec's screens read a single sportType. */
  sportType: z.enum(SPORTS),
  teamLocation: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  isVerified: z.boolean(),
  yearsActive: z.number().int(),
  jobsPosted: z.number().int(),
  avgRating: z.number(),
  totalReviews: z.number().int(),
  teamAchievements: z.array(z.string()),
  successStories: z.array(z.string()),
  hourlyBudget: dollarsCodec(),
  /** The account's handle, for its owner only (docs/decisions: a team's handle is private). */
  venmoUsername: z.string().nullable(),
  coachName: z.string(),
  zipCode: z.string(),
  /** Late cancellations and on-time payments (issue 38); on profile reads. */
  reliability: TeamReliabilitySchema.optional(),
});
export type TeamProfile = z.output<typeof TeamProfileSchema>;

export const HelperUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  zipCode: z.string(),
});

/**
 * A helper profile. Everyone sees the public fields; the email (GameChanger access) and the Venmo
 * handle are null for anyone but the profile's owner.
 */
export const HelperProfileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string().nullable(),
  user: HelperUserSchema,
  bio: z.string().nullable(),
  hourlyRateMin: dollarsCodec(),
  hourlyRateMax: dollarsCodec(),
  isScorekeeper: z.boolean(),
  isScoreboard: z.boolean(),
  isStreaming: z.boolean(),
  hasEquipment: z.boolean(),
  equipmentDetails: z.string().nullable(),
  equipment: z.array(z.string()),
  availability: z.string().nullable(),
  venmoUsername: z.string().nullable(),
  profileImage: z.string().nullable(),
  isVerified: z.boolean(),
  /** The same flag under the other name the spec's screens read. */
  verified: z.boolean(),
  yearsOfExperience: z.number().int(),
  completedJobs: z.number().int(),
  avgRating: z.number(),
  totalReviews: z.number().int(),
  certifications: z.array(z.string()),
  experience: z.string().nullable(),
  /** The services offered, as the skill values (scorekeeper, scoreboard, streaming). */
  skills: z.array(z.enum(['scorekeeper', 'scoreboard', 'streaming'])),
  /** Miles from the searched ZIP; null outside a radius search. */
  distanceMiles: z.number().nullable(),
  /** No-shows, late cancellations and reconfirmations (issue 38); on profile reads and Find Talent cards. */
  reliability: HelperReliabilitySchema.optional(),
  /** "Under 18, guardian approved" (decision 23); the date of birth and age are never sent. */
  underEighteen: z.boolean(),
});
export type HelperProfile = z.output<typeof HelperProfileSchema>;

export const HELPER_SKILLS = ['scorekeeper', 'scoreboard', 'streaming'] as const;
export type HelperSkill = (typeof HELPER_SKILLS)[number];

export const HELPER_PAGE_SIZE = 24;

/** GET /api/helper-profiles: a JSON array, paged by `limit` and `cursor` (next one in X-Next-Cursor). */
export const HelperSearchQuerySchema = z.object({
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, PROFILE_MESSAGES.unknownZip)
    .optional(),
  radius: z.coerce.number().positive().max(500).optional(),
  skill: z.enum(HELPER_SKILLS).optional(),
  /** Only helpers whose safety passport shows this (decision 0050). */
  passport: z.enum(PASSPORT_FILTERS).optional(),
  /** Available for a game on this date, from..to (issue 55), on the searched ZIP's clock; all three or none. */
  availableOn: z.string().refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD').optional(),
  availableFrom: z.string().regex(TIME_RE, 'Enter a time as HH:MM').optional(),
  availableTo: z.string().regex(TIME_RE, 'Enter a time as HH:MM').optional(),
  limit: intQuery(1, 100).default(HELPER_PAGE_SIZE),
  cursor: z.string().max(300).optional(),
});
export type HelperSearchQuery = z.output<typeof HelperSearchQuerySchema>;

export const FeaturedHelpersQuerySchema = z.object({ limit: intQuery(1, 12).optional() });

/** The owner's view is the same shape (email and Venmo filled in); kept as a name for its readers. */
export const OwnHelperProfileSchema = HelperProfileSchema;
export type OwnHelperProfile = HelperProfile;
