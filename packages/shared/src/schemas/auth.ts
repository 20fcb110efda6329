import { z } from 'zod';
import { HELPER_RATE_RANGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { sameMailbox } from '../domain/email-address.js';
import { GUARDIAN_CONSENT_STATES, GUARDIAN_MESSAGES, isRealDate } from '../domain/guardians.js';
import { ROLES, SIGNUP_ROLES } from '../domain/roles.js';
import { SPORTS } from '../domain/sports.js';
import { isWellKnownPassword } from '../domain/well-known-passwords.js';
import { zipCodeSchema } from './common.js';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE, dollarsCodec } from './primitives.js';
import { optionalText, plainText } from './text.js';

export const AUTH_MESSAGES = {
  required: 'Please fill out all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordWellKnown: 'This password is too common. Please choose one that is harder to guess.',
  invalidEmail: 'Invalid email',
  usernameFormat: 'Username must be 3-30 characters: letters, numbers, dots, dashes or underscores',
  dateOfBirthRequired: 'Please enter your date of birth',
  services: 'Please select at least one service you can provide',
  team: 'Please enter your team name and select at least one sport',
  rateMinimum: 'Minimum/Maximum hourly rate must be at least $25/hour',
  rateRange: 'Invalid Rate Range',
  loginRequired: 'Please enter both email and password',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  tooManyLogins: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignups: 'Too many sign-up attempts from this network. Please try again later.',
  invalidConfirmLink: 'Invalid confirmation link. Please check your email and try again.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  resetSent: 'If an account exists for that email, we sent a link to reset your password.',
} as const;

const required = (max: number) =>
  plainText(max, { type: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required);

/** Dollars on the wire, cents below the edge. */
const rate = dollarsCodec({
  min: HELPER_RATE_RANGE.min,
  max: HELPER_RATE_RANGE.max,
  message: AUTH_MESSAGES.rateMinimum,
  maxMessage: `Hourly rates can be at most $${HELPER_RATE_RANGE.max}/hour`,
});

/** The one password policy (decision 15): every account's sign-up uses it, the tournament director's included. */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.required })
  .min(1, AUTH_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .refine((v) => !CONTROL_CHARS.test(v), CONTROL_CHARS_MESSAGE)
  .refine((v) => !isWellKnownPassword(v), AUTH_MESSAGES.passwordWellKnown);

export const dateOfBirthSchema = z
  .string({ error: AUTH_MESSAGES.dateOfBirthRequired })
  .trim()
  .min(1, AUTH_MESSAGES.dateOfBirthRequired)
  .refine(isRealDate, GUARDIAN_MESSAGES.invalidDate)
  .refine(
    (iso) => iso >= '1900-01-01' && iso <= new Date().toISOString().slice(0, 10),
    GUARDIAN_MESSAGES.invalidDate,
  );

const registerFields = {
  firstName: required(60),
  lastName: required(60),
  email: required(254).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
  username: required(30).pipe(z.string().regex(/^[A-Za-z0-9._-]{3,30}$/, AUTH_MESSAGES.usernameFormat)),
  password: passwordSchema,
  zipCode: required(10).pipe(zipCodeSchema),
  role: z.enum(SIGNUP_ROLES, { error: AUTH_MESSAGES.required }),
  referredBy: plainText(40).nullish(),
  /** Required of helpers (decision 23); the server works out the age in the user's ZIP zone. */
  dateOfBirth: dateOfBirthSchema.optional(),
  /** A teen's parent or guardian, who is asked to approve the account. */
  guardianEmail: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email(AUTH_MESSAGES.invalidEmail))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Helper and both: the helper profile made at sign-up. `ageConfirmed` (the old age checkbox) is
  // still accepted and ignored: the date of birth decides.
  ageConfirmed: z.boolean().optional(),
  isScorekeeper: z.boolean().optional(),
  isScoreboard: z.boolean().optional(),
  isStreaming: z.boolean().optional(),
  hourlyRateMin: rate.optional(),
  hourlyRateMax: rate.optional(),
  bio: optionalText(2000),
  hasEquipment: z.boolean().optional(),
  equipmentDetails: optionalText(1000),
  // Team and both: the team profile made at sign-up.
  teamName: plainText(100).optional(),
  sportTypes: z.array(z.enum(SPORTS)).max(SPORTS.length).optional(),
};

type RegisterFields = z.output<z.ZodObject<typeof registerFields>>;

const HELPER_EXTRAS = [
  'ageConfirmed',
  'isScorekeeper',
  'isScoreboard',
  'isStreaming',
  'hourlyRateMin',
  'hourlyRateMax',
  'bio',
  'hasEquipment',
  'equipmentDetails',
] as const;
const TEAM_EXTRAS = ['teamName', 'sportTypes'] as const;

/** Whether a sign-up carries the helper (or team) profile it should create. */
export const signupHasHelperProfile = (body: Partial<RegisterFields>) =>
  (body.role === 'helper' || body.role === 'both') && HELPER_EXTRAS.some((key) => body[key] !== undefined);
export const signupHasTeamProfile = (body: Partial<RegisterFields>) =>
  (body.role === 'team' || body.role === 'both') && TEAM_EXTRAS.some((key) => body[key] !== undefined);

/** Every helper gives a date of birth, with or without the profile fields (decision 23). */
function checkHelperAge(body: RegisterFields, ctx: z.RefinementCtx) {
  if (!body.dateOfBirth) {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: AUTH_MESSAGES.dateOfBirthRequired });
  }
}

/**
 * The form says at once when the guardian's address reaches the teen's own mailbox; the server
 * answers it with its own code (`guardian_email_is_yours`), so the register body leaves it out.
 */
function checkGuardianEmail(form: RegisterFields, ctx: z.RefinementCtx) {
  if (form.guardianEmail && sameMailbox(form.guardianEmail, form.email)) {
    ctx.addIssue({
      code: 'custom',
      path: ['guardianEmail'],
      message: GUARDIAN_MESSAGES.guardianEmailIsYours,
    });
  }
}

function checkHelperSignup(body: RegisterFields, ctx: z.RefinementCtx) {
  if (!body.isScorekeeper && !body.isScoreboard && !body.isStreaming) {
    ctx.addIssue({ code: 'custom', path: ['services'], message: AUTH_MESSAGES.services });
  }
  const min = body.hourlyRateMin ?? HELPER_RATE_RANGE.defaultMin * 100;
  const max = body.hourlyRateMax ?? HELPER_RATE_RANGE.defaultMax * 100;
  if (max < min) ctx.addIssue({ code: 'custom', path: ['hourlyRateMax'], message: AUTH_MESSAGES.rateRange });
}

function checkTeamSignup(body: RegisterFields, ctx: z.RefinementCtx) {
  if (!body.teamName || body.teamName.length < 2 || !body.sportTypes || body.sportTypes.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['teamName'], message: AUTH_MESSAGES.team });
  }
}

/**
 * What POST /api/auth/register (and POST /register) accepts. The spec's body (names, email,
 * username, password, zipCode, role, referredBy) makes the account alone, its client then creating
 * the profiles with their own calls; a body that carries a profile's fields makes that profile in
 * the same step, and must then satisfy the sign-up rules for it.
 */
export const RegisterBodySchema = z.object(registerFields).superRefine((body, ctx) => {
  if (body.role === 'helper' || body.role === 'both') checkHelperAge(body, ctx);
  if (signupHasHelperProfile(body)) checkHelperSignup(body, ctx);
  if (signupHasTeamProfile(body)) checkTeamSignup(body, ctx);
});
export type RegisterBody = z.output<typeof RegisterBodySchema>;

/**
 * The sign-up form: the register body plus the password confirmation, with every rule of the
 * spec's sign-up screen (a helper confirms their age and picks a service; a team names itself).
 */
export const SignupFormSchema = z
  .object({ ...registerFields, confirmPassword: z.string({ error: AUTH_MESSAGES.required }) })
  .superRefine((form, ctx) => {
    if (form.role === 'helper' || form.role === 'both') {
      checkHelperAge(form, ctx);
      checkGuardianEmail(form, ctx);
      checkHelperSignup(form, ctx);
    }
    if (form.role === 'team' || form.role === 'both') checkTeamSignup(form, ctx);
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
    }
  });
export type SignupForm = z.output<typeof SignupFormSchema>;

export const LoginBodySchema = z.object({
  email: plainText(254, { type: AUTH_MESSAGES.loginRequired }).min(1, AUTH_MESSAGES.loginRequired),
  password: z.string({ error: AUTH_MESSAGES.loginRequired }).min(1, AUTH_MESSAGES.loginRequired).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ForgotPasswordBodySchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(254)
    .pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.invalidResetLink).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ResetPasswordFormSchema = ResetPasswordBodySchema.extend({ confirmPassword: z.string() }).refine(
  (f) => f.password === f.confirmPassword,
  { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch },
);

export const ConfirmEmailQuerySchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.invalidConfirmLink).max(200),
});

export const PAYMENT_METHODS = ['venmo', 'paypal'] as const;

/** The signed-in user's own account, as login, register and GET /api/auth/user answer. */
export const UserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  zipCode: z.string(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  venmoUsername: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  preferredPaymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  freeGamesRemaining: z.number().int(),
  paidGamesCompleted: z.number().int(),
  referralCode: z.string(),
  referredBy: z.string().nullable(),
  hasCompletedFirstPaidGame: z.boolean(),
  /** The owner's own date of birth (never shown to anyone else); null for accounts made before it was asked. */
  dateOfBirth: z.string().nullable(),
  guardianConsent: z.enum(GUARDIAN_CONSENT_STATES),
  /** A teen's guardian as asked: the address the approval link went to. */
  guardianEmail: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * What login, register (both paths), GET /api/auth/user and the account settings calls answer: the
 * User object itself (the spec's "answer is the user object"), with a message where one is useful.
 */
export const AuthResponseSchema = UserSchema.extend({ message: z.string().optional() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
