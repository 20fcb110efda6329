import { z } from 'zod';
import { GUARDIAN_CONSENT_STATES, GUARDIANSHIP_STATUSES } from '../domain/guardians.js';
import { AUTH_MESSAGES, dateOfBirthSchema, passwordSchema } from './auth.js';
import { zipCodeSchema } from './common.js';
import { dollarsCodec, idParamSchema } from './primitives.js';
import { plainText } from './text.js';

const required = (max: number) =>
  plainText(max, { type: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required);

/** The consent link's token, as the email carried it. */
export const GuardianTokenBodySchema = z.object({
  token: z.string().trim().min(1, 'This consent link is invalid or has expired.').max(200),
});
export type GuardianTokenBody = z.infer<typeof GuardianTokenBodySchema>;

/**
 * POST /api/guardian-consent: the signed-in guardian approves. An account without a date of birth
 * (a team or parent account) gives one here; every account that consents is an adult by its own
 * date (decision 27). An account that has one keeps it: this field never changes a stored date.
 */
export const GuardianConsentBodySchema = z.object({
  token: GuardianTokenBodySchema.shape.token,
  dateOfBirth: dateOfBirthSchema.optional(),
});
export type GuardianConsentBody = z.output<typeof GuardianConsentBodySchema>;

/** POST /api/guardian-consent/preview: what the consent page shows before anyone signs in. */
export const GuardianConsentPreviewSchema = z.object({
  teenFirstName: z.string(),
  teenLastName: z.string(),
  guardianEmail: z.string(),
  status: z.enum(GUARDIANSHIP_STATUSES),
  wording: z.string(),
});
export type GuardianConsentPreview = z.infer<typeof GuardianConsentPreviewSchema>;

/**
 * POST /api/guardian-consent/signup: a parent without an account makes one from the link and gives
 * consent in the same step. The email is the one the link was sent to (it proves the address).
 */
export const GuardianSignupBodySchema = z.object({
  token: GuardianTokenBodySchema.shape.token,
  firstName: required(60),
  lastName: required(60),
  username: required(30).pipe(z.string().regex(/^[A-Za-z0-9._-]{3,30}$/, AUTH_MESSAGES.usernameFormat)),
  password: passwordSchema,
  zipCode: required(10).pipe(zipCodeSchema),
  dateOfBirth: dateOfBirthSchema,
});
export type GuardianSignupBody = z.output<typeof GuardianSignupBodySchema>;

/** POST /api/users/me/guardian: a teen asks (again) for approval, perhaps from another address. */
export const GuardianRequestBodySchema = z.object({
  guardianEmail: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(254)
    .pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});
export type GuardianRequestBody = z.infer<typeof GuardianRequestBodySchema>;

export const GuardianConsentResultSchema = z.object({
  teenId: z.number().int(),
  status: z.enum(GUARDIAN_CONSENT_STATES),
  message: z.string(),
});

const TeenApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  teamName: z.string(),
  status: z.string(),
  jobStatus: z.string(),
});

const TeenConversationSchema = z.object({
  otherUserId: z.number().int(),
  otherName: z.string(),
  jobId: z.number().int().nullable(),
  lastMessage: z.string(),
  lastAt: z.string(),
});

const TeenPaymentSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  amount: dollarsCodec(),
  method: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** One teen as their guardian sees them: the account's state and everything it does. */
export const GuardianTeenSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  consentedAt: z.string().nullable(),
  paused: z.boolean(),
  closed: z.boolean(),
  applications: z.array(TeenApplicationSchema),
  conversations: z.array(TeenConversationSchema),
  payments: z.array(TeenPaymentSchema),
});
export type GuardianTeen = z.infer<typeof GuardianTeenSchema>;

export const GuardianTeenListSchema = z.array(GuardianTeenSchema);

export const GuardianThreadQuerySchema = z.object({ with: idParamSchema });

export const GuardianThreadMessageSchema = z.object({
  id: z.number().int(),
  fromTeen: z.boolean(),
  senderName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export const GuardianThreadSchema = z.array(GuardianThreadMessageSchema);

export const GuardianActionSchema = z.enum(['pause', 'resume', 'close']);
export const GuardianActionParamsSchema = z.object({
  id: idParamSchema,
  action: GuardianActionSchema,
});
