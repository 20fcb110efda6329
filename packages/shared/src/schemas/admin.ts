import { z } from 'zod';
import { ROLES } from '../domain/roles.js';
import { JOB_TYPES } from '../domain/service-types.js';
import { JOB_STATUSES, APPLICATION_STATUSES } from '../domain/jobs.js';
import { CREDIT_REASONS } from '../domain/payments.js';
import { CONTROL_CHARS, dollarsCodec, intQuery } from './primitives.js';
import { AdminPaymentSchema, AdminReviewSchema } from './admin-moderation.js';

export const ADMIN_MESSAGES = {
  accessDenied: "Access Denied: You don't have permission to view this page.",
  accountSuspended: 'Your account has been suspended. Please contact support if you think this is a mistake.',
  alreadySuspended: 'This user is already suspended.',
  notSuspended: 'This user is not suspended.',
  cannotSuspendAdmin: 'Admin accounts cannot be suspended.',
  notDirector: 'This user is not a tournament director.',
  alreadyReviewed: "This director's sign-up has already been reviewed.",
} as const;

/**
 * A search's total is counted exactly up to this many matches; past it the lists answer the cap with
 * X-Total-Count-Capped: true, and the console shows "1,000+".
 */
export const ADMIN_COUNT_CAP = 1000;

/** The admin lists' sort keys; each list answers its own subset. */
export const ADMIN_USER_SORTS = ['createdAt', 'name', 'email', 'role', 'zipCode'] as const;
export const ADMIN_JOB_SORTS = ['createdAt', 'jobDate', 'title', 'status', 'hourlyRate'] as const;
export const ADMIN_TEAM_SORTS = ['createdAt', 'teamName', 'owner'] as const;
export const ADMIN_HELPER_SORTS = ['createdAt', 'name', 'hourlyRateMin', 'completedJobs'] as const;

const searchText = z
  .string()
  .trim()
  .max(100, 'Search at most 100 characters')
  .refine((v) => !CONTROL_CHARS.test(v), 'Search must not contain control characters');

/** `q` (partial, case-insensitive), `limit`/`cursor` paging and one sort key with its order. */
const listQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    q: searchText.optional(),
    limit: intQuery(1, 100).default(25),
    cursor: z.string().max(2000).optional(),
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
  });

export const AdminUsersQuerySchema = listQuery(ADMIN_USER_SORTS);
export const AdminJobsQuerySchema = listQuery(ADMIN_JOB_SORTS);
export const AdminTeamsQuerySchema = listQuery(ADMIN_TEAM_SORTS);
export const AdminHelpersQuerySchema = listQuery(ADMIN_HELPER_SORTS);
/** What every admin list service takes (each route's schema narrows `sort`). */
export interface AdminListQuery {
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
  sort: string;
  order: 'asc' | 'desc';
}
/** The tournament director review queue: waiting (default), approved or declined sign-ups. */
export const DirectorQueueQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'declined']).default('pending'),
});

export const AuditLogQuerySchema = z.object({
  limit: intQuery(1, 100).default(25),
  cursor: z.string().max(2000).optional(),
});

export const AdminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  zipCode: z.string(),
  role: z.enum(ROLES),
  referredBy: z.string().nullable(),
  hasCompletedFirstPaidGame: z.boolean(),
  emailConfirmed: z.boolean(),
  suspendedAt: z.string().nullable(),
  /** Tournament directors: null while the sign-up waits in the review queue. */
  directorStatus: z.enum(['approved', 'declined']).nullable(),
  /** Decision 23: shown as a badge; the date of birth itself stays out of the admin lists. */
  underEighteen: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.output<typeof AdminUserSchema>;

/** A director in the review queue, with what the sign-up form said about them and their tournaments. */
export const AdminDirectorSchema = AdminUserSchema.extend({
  organization: z.string().nullable(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  tournaments: z.array(z.object({ name: z.string(), dates: z.string(), estimatedGames: z.number() })),
});
export type AdminDirector = z.output<typeof AdminDirectorSchema>;

export const AdminJobSchema = z.object({
  id: z.number(),
  title: z.string(),
  jobType: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  jobDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  zipCode: z.string(),
  hourlyRate: dollarsCodec(),
  totalPay: dollarsCodec(),
  teamId: z.number(),
  teamName: z.string(),
  ownerId: z.number(),
  ownerName: z.string(),
  helperId: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminJob = z.output<typeof AdminJobSchema>;

export const AdminTeamProfileSchema = z.object({
  id: z.number(),
  userId: z.number(),
  teamName: z.string(),
  sportTypes: z.array(z.string()),
  teamLocation: z.string().nullable(),
  hourlyBudget: dollarsCodec(),
  avgRating: z.number(),
  totalReviews: z.number(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  ownerSuspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminTeamProfile = z.output<typeof AdminTeamProfileSchema>;

export const AdminHelperProfileSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  isScorekeeper: z.boolean(),
  isScoreboard: z.boolean(),
  isStreaming: z.boolean(),
  /** The service names the search matches, e.g. ['Scorekeeping', 'Streaming']. */
  services: z.array(z.string()),
  hourlyRateMin: dollarsCodec(),
  hourlyRateMax: dollarsCodec(),
  avgRating: z.number(),
  completedJobs: z.number(),
  ownerSuspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminHelperProfile = z.output<typeof AdminHelperProfileSchema>;

const snapshot = z.record(z.string(), z.unknown()).nullable();
export const AuditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number(),
  before: snapshot,
  after: snapshot,
  createdAt: z.string(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** The drawer's lists are bounded: the newest this many rows of each. */
export const ADMIN_DETAIL_LIST_LIMIT = 100;

/** Someone on the other side of a referral, as the drawer names them. */
const AdminReferralPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
});

/**
 * The drawer's free games (decisions 6 and 7): the counters, who referred the user and whom they
 * referred (a referral pays out only when both emails are confirmed and the referred coach's first
 * card-paid game settles), and the credits ledger, so staff can spot referral farming.
 */
export const AdminUserCreditsSchema = z.object({
  freeGamesRemaining: z.number().int(),
  paidGamesCompleted: z.number().int(),
  referralCode: z.string(),
  /** The user whose code they signed up with; null when none, or the code matches nobody. */
  referredBy: AdminReferralPersonSchema.nullable(),
  /** Everyone who signed up with their code, however many the list below shows. */
  referralCount: z.number().int(),
  /** Newest sign-up first, bounded. */
  referrals: z.array(
    AdminReferralPersonSchema.extend({
      hasCompletedFirstPaidGame: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** Newest first, bounded: +1 earned or returned, -1 spent in a card checkout. */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      reason: z.enum(CREDIT_REASONS),
      delta: z.number().int(),
      /**
       * What the credit is worth (decision 26): on an earned row the platform fees that earned it, up
       * to FREE_GAME_CAP; on a spent or returned row the value of the credit that moved.
       */
      value: dollarsCodec(),
      jobId: z.number().int().nullable(),
      jobTitle: z.string().nullable(),
      /** Referral rows: the other coach of the pair. */
      counterpart: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserCredits = z.output<typeof AdminUserCreditsSchema>;

/**
 * The detail drawer: a user with their profiles, jobs, applications, payments, reviews, sessions,
 * and free-game credits and referrals.
 */
export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  teamProfile: AdminTeamProfileSchema.nullable(),
  helperProfile: AdminHelperProfileSchema.nullable(),
  jobs: z.array(AdminJobSchema),
  applications: z.array(
    z.object({
      id: z.number(),
      jobId: z.number(),
      jobTitle: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      proposedRate: dollarsCodec(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({ id: z.number(), createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string() }),
  ),
  /** As payer or payee, newest first. */
  payments: z.array(AdminPaymentSchema),
  /** Written or received, hidden ones included. */
  reviews: z.array(AdminReviewSchema),
  credits: AdminUserCreditsSchema,
});
export type AdminUserDetail = z.output<typeof AdminUserDetailSchema>;
