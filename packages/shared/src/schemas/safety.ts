import { z } from 'zod';
import { ADVERSE_ACTION_STAGES, BACKGROUND_CHECK_STATUSES, SAFESPORT_STATUSES } from '../domain/safety.js';
import { isoDateSchema } from './primitives.js';
import { plainText } from './text.js';

/**
 * GET/POST /api/users/me/background-check: the helper's own check. Only status, dates and where to
 * continue: the report's content never reaches Sideline (decision 0050).
 */
export const BackgroundCheckSchema = z.object({
  status: z.enum(BACKGROUND_CHECK_STATUSES),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The provider's hosted page (consent and details), while the invitation is open. */
  invitationUrl: z.string().nullable(),
  /** The FCRA steps taken on a "consider" report, and the end of the time to answer. */
  adverseAction: z.enum(ADVERSE_ACTION_STAGES),
  respondBy: z.string().nullable(),
  /** A helper under 18: exempt from checks (they cannot start one). */
  exempt: z.boolean(),
});
export type BackgroundCheck = z.output<typeof BackgroundCheckSchema>;

/** GET /api/users/me/safesport: the helper's latest certificate. */
export const SafeSportSchema = z.object({
  status: z.enum(SAFESPORT_STATUSES),
  completedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  submittedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type SafeSport = z.output<typeof SafeSportSchema>;

/** The multipart fields beside the certificate file (POST /api/users/me/safesport). */
export const SafeSportFieldsSchema = z.object({
  completedOn: isoDateSchema('Enter the completion date shown on the certificate.'),
});
export type SafeSportFields = z.output<typeof SafeSportFieldsSchema>;

/** What others see of a helper: the passport card on profiles, applications and Find Talent. */
export const PassportSchema = z.object({
  backgroundCheckClearUntil: z.string().nullable(),
  backgroundCheckExempt: z.boolean(),
  safeSportTrainedUntil: z.string().nullable(),
});
export type Passport = z.output<typeof PassportSchema>;

/** Find Talent's filter (GET /api/helper-profiles?passport=...). */
export const PASSPORT_FILTERS = ['background_check', 'safesport', 'both'] as const;
export type PassportFilter = (typeof PASSPORT_FILTERS)[number];

/** A job's requirements (and a team's defaults for new jobs). */
export const JobRequirementsSchema = z.object({
  backgroundCheck: z.boolean(),
  safeSport: z.boolean(),
});
export type JobRequirements = z.output<typeof JobRequirementsSchema>;

/** One check in the admin's queue (a "consider" report and its FCRA steps). */
export const AdminBackgroundCheckSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(BACKGROUND_CHECK_STATUSES),
  completedAt: z.string().nullable(),
  adverseAction: z.enum(ADVERSE_ACTION_STAGES),
  preAdverseAt: z.string().nullable(),
  respondBy: z.string().nullable(),
  finalAdverseAt: z.string().nullable(),
  /** The report at the provider, for staff only. */
  reportUrl: z.string().nullable(),
});
export type AdminBackgroundCheck = z.output<typeof AdminBackgroundCheckSchema>;

/** One certificate waiting for staff. */
export const AdminSafeSportSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  completedOn: z.string(),
  expiresOn: z.string(),
  submittedAt: z.string(),
  fileType: z.enum(['pdf', 'image']),
});
export type AdminSafeSport = z.output<typeof AdminSafeSportSchema>;

/** GET /api/admin/safety: the queue, with its counts. */
export const AdminSafetyQueueSchema = z.object({
  counts: z.object({
    consider: z.number().int(),
    awaitingFinal: z.number().int(),
    certificates: z.number().int(),
  }),
  checks: z.array(AdminBackgroundCheckSchema),
  certificates: z.array(AdminSafeSportSchema),
});
export type AdminSafetyQueue = z.output<typeof AdminSafetyQueueSchema>;

/** POST /api/admin/background-checks/{id}/decide: the next FCRA step, or going ahead. */
export const BackgroundCheckDecisionBodySchema = z.object({
  action: z.enum(['pre_adverse', 'final_adverse', 'engage']),
  note: plainText(500, { tooLong: 'Please keep it under 500 characters.' }).optional(),
});
export type BackgroundCheckDecisionBody = z.infer<typeof BackgroundCheckDecisionBodySchema>;

/** POST /api/admin/safesport/{id}/verify: staff accept or refuse a certificate. */
export const SafeSportDecisionBodySchema = z.object({
  decision: z.enum(['verified', 'rejected']),
  note: plainText(500, { tooLong: 'Please keep it under 500 characters.' }).optional(),
});
export type SafeSportDecisionBody = z.infer<typeof SafeSportDecisionBodySchema>;
