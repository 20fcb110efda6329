import { z } from 'zod';
import { VENMO_MESSAGE } from './common.js';
import { CONTROL_CHARS, idParamSchema } from './primitives.js';

export const PAYMENT_SETTINGS_MESSAGES = {
  venmoRequired: 'Venmo Username Required',
  paypalRequired: 'PayPal Email Required',
  updated: 'Payment Settings Updated',
} as const;

/** A handle, or empty to clear it (the server stores an empty value as null). */
const venmoOrEmpty = z
  .string()
  .trim()
  .max(60, VENMO_MESSAGE)
  .regex(/^(@[A-Za-z0-9_-]+)?$/, VENMO_MESSAGE);
const paypalOrEmpty = z
  .string()
  .trim()
  .max(254, 'Invalid email')
  .refine((v) => v === '' || (z.email().safeParse(v).success && !CONTROL_CHARS.test(v)), 'Invalid email');

const isBlank = (value: string | null | undefined) => value === null || (value !== undefined && value === '');

/**
 * PUT /api/users/{id}/payment. Every field is optional; an absent field is left as it is, and
 * `null` or an empty string clears it. A preferred method needs its handle, either in the body or
 * already stored (the server checks the stored one).
 */
export const PaymentSettingsBodySchema = z
  .object({
    venmoUsername: venmoOrEmpty.nullable().optional(),
    paypalEmail: paypalOrEmpty.nullable().optional(),
    preferredPaymentMethod: z.enum(['venmo', 'paypal']).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.preferredPaymentMethod === 'venmo' && isBlank(body.venmoUsername)) {
      ctx.addIssue({
        code: 'custom',
        path: ['venmoUsername'],
        message: PAYMENT_SETTINGS_MESSAGES.venmoRequired,
      });
    }
    if (body.preferredPaymentMethod === 'paypal' && isBlank(body.paypalEmail)) {
      ctx.addIssue({
        code: 'custom',
        path: ['paypalEmail'],
        message: PAYMENT_SETTINGS_MESSAGES.paypalRequired,
      });
    }
  });
export type PaymentSettingsBody = z.output<typeof PaymentSettingsBodySchema>;

/**
 * GET /api/users/referral-info. Credits are earned when a referred coach's first job is paid
 * (product decision 7), so earnings are the referrer's credits from completed referrals.
 */
export const UploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** `:userId` in a path, or `?userId=` in a query. */
export const UserIdParamsSchema = z.object({ userId: idParamSchema });

/** PUT /api/users/{id}/profile-image: a picture this user uploaded (the path the upload answered), or none. */
export const ProfileImageBodySchema = z.object({
  profileImageUrl: z
    .string()
    .regex(/^\/uploads\/[a-z0-9-]+\.webp$/, 'Upload the picture first')
    .nullable(),
});
