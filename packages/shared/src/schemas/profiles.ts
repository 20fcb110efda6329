import { z } from 'zod';
import { MIN_HOURLY_RATE_CENTS, TEAM_BUDGET_RANGE } from '../constants.js';
import { SPORTS } from '../domain/sports.js';
import { VENMO_MESSAGE } from './common.js';

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
  rateRange: 'Invalid Rate Range',
  skills: 'Skills Required',
  profileExists: 'You already have a profile of this kind. Edit it instead.',
  notOwner: 'You can only change your own profile.',
  teamNotFound: 'Team profile not found',
  helperNotFound: 'Helper profile not found',
  unknownZip: 'Unknown ZIP code',
} as const;

const venmo = z
  .string({ error: PROFILE_MESSAGES.venmoRequired })
  .trim()
  .min(1, PROFILE_MESSAGES.venmoRequired)
  .regex(/^@[A-Za-z0-9_-]+$/, PROFILE_MESSAGES.venmoFormat);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();
const textList = (maxItems: number, maxLength: number) =>
  z.array(z.string().trim().min(1).max(maxLength)).max(maxItems).optional();
/** Uploaded images are referenced by the path the upload call answered. */
const imagePath = z
  .string()
  .regex(/^\/uploads\/[a-z0-9-]+\.webp$/, 'Upload the picture first')
  .nullable()
  .optional();

export const TeamProfileBodySchema = z.object({
  teamName: z.string({ error: PROFILE_MESSAGES.teamName }).trim().min(2, PROFILE_MESSAGES.teamName).max(100),
  sportTypes: z.array(z.enum(SPORTS), { error: PROFILE_MESSAGES.sports }).min(1, PROFILE_MESSAGES.sports).max(SPORTS.length),
  teamLocation: z.string({ error: PROFILE_MESSAGES.teamLocation }).trim().min(2, PROFILE_MESSAGES.teamLocation).max(120),
  hourlyBudgetCents: z
    .number({ error: PROFILE_MESSAGES.budgetMin })
    .int()
    .min(TEAM_BUDGET_RANGE.min * 100, PROFILE_MESSAGES.budgetMin)
    .max(TEAM_BUDGET_RANGE.max * 100, PROFILE_MESSAGES.budgetMax),
  venmoUsername: venmo,
  bio: optionalText(2000),
  profileImage: imagePath,
  yearsActive: z.number().int().min(0).max(100).optional(),
  teamAchievements: textList(10, 200),
  successStories: textList(10, 500),
});
export type TeamProfileBody = z.infer<typeof TeamProfileBodySchema>;

export const HelperProfileBodySchema = z
  .object({
    email: z.string({ error: PROFILE_MESSAGES.helperEmail }).trim().pipe(z.email(PROFILE_MESSAGES.helperEmail)),
    bio: optionalText(2000),
    hourlyRateMinCents: z.number({ error: PROFILE_MESSAGES.rateMin }).int().min(MIN_HOURLY_RATE_CENTS, PROFILE_MESSAGES.rateMin).max(100_000),
    hourlyRateMaxCents: z.number({ error: PROFILE_MESSAGES.rateMax }).int().min(MIN_HOURLY_RATE_CENTS, PROFILE_MESSAGES.rateMax).max(100_000),
    isScorekeeper: z.boolean(),
    isScoreboard: z.boolean(),
    isStreaming: z.boolean(),
    hasEquipment: z.boolean(),
    equipmentDetails: optionalText(1000),
    equipment: textList(20, 100),
    availability: optionalText(500),
    venmoUsername: venmo,
    profileImage: imagePath,
    yearsOfExperience: z.number().int().min(0).max(80).optional(),
    certifications: textList(10, 120),
    experience: optionalText(2000),
  })
  .superRefine((body, ctx) => {
    if (body.hourlyRateMaxCents < body.hourlyRateMinCents) {
      ctx.addIssue({ code: 'custom', path: ['hourlyRateMaxCents'], message: PROFILE_MESSAGES.rateRange });
    }
    if (!body.isScorekeeper && !body.isScoreboard && !body.isStreaming) {
      ctx.addIssue({ code: 'custom', path: ['skills'], message: PROFILE_MESSAGES.skills });
    }
  });
export type HelperProfileBody = z.infer<typeof HelperProfileBodySchema>;

/** A team profile as anyone may see it. */
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
  hourlyBudgetCents: z.number().int(),
  venmoUsername: z.string().nullable(),
  coachName: z.string(),
  zipCode: z.string(),
});
export type TeamProfile = z.infer<typeof TeamProfileSchema>;

export const HelperUserSchema = z.object({ firstName: z.string(), lastName: z.string(), zipCode: z.string() });

/** A helper profile as anyone may see it: no email address. */
export const HelperProfileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: HelperUserSchema,
  bio: z.string().nullable(),
  hourlyRateMinCents: z.number().int(),
  hourlyRateMaxCents: z.number().int(),
  isScorekeeper: z.boolean(),
  isScoreboard: z.boolean(),
  isStreaming: z.boolean(),
  hasEquipment: z.boolean(),
  equipmentDetails: z.string().nullable(),
  equipment: z.array(z.string()),
  availability: z.string().nullable(),
  profileImage: z.string().nullable(),
  isVerified: z.boolean(),
  yearsOfExperience: z.number().int(),
  completedJobs: z.number().int(),
  avgRating: z.number(),
  totalReviews: z.number().int(),
  certifications: z.array(z.string()),
  experience: z.string().nullable(),
  /** Miles from the searched ZIP; null outside a radius search. */
  distanceMiles: z.number().nullable(),
});
export type HelperProfile = z.infer<typeof HelperProfileSchema>;

/** The owner's own helper profile adds what only they see. */
export const OwnHelperProfileSchema = HelperProfileSchema.extend({
  email: z.string().nullable(),
  venmoUsername: z.string().nullable(),
});
export type OwnHelperProfile = z.infer<typeof OwnHelperProfileSchema>;

export const HELPER_SKILLS = ['scorekeeper', 'scoreboard', 'streaming'] as const;
export type HelperSkill = (typeof HELPER_SKILLS)[number];

export const HelperSearchQuerySchema = z.object({
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, PROFILE_MESSAGES.unknownZip)
    .optional(),
  radius: z.coerce.number().positive().max(500).optional(),
  skill: z.enum(HELPER_SKILLS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type HelperSearchQuery = z.infer<typeof HelperSearchQuerySchema>;

export const HelperListSchema = z.object({
  helpers: z.array(HelperProfileSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type HelperList = z.infer<typeof HelperListSchema>;
