import { z } from 'zod';
import { VENMO_MESSAGE } from './common.js';

export const PAYMENT_SETTINGS_MESSAGES = {
  venmoRequired: 'Venmo Username Required',
  paypalRequired: 'PayPal Email Required',
  updated: 'Payment Settings Updated',
} as const;

/** Empty strings become null: clearing a field removes it. */
const blankToNull = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v), schema.nullable());

export const PaymentSettingsBodySchema = z
  .object({
    venmoUsername: blankToNull(z.string().max(60).regex(/^@[A-Za-z0-9_-]+$/, VENMO_MESSAGE)).optional(),
    paypalEmail: blankToNull(z.email('Invalid email').max(254)).optional(),
    preferredPaymentMethod: z.enum(['venmo', 'paypal']).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.preferredPaymentMethod === 'venmo' && !body.venmoUsername) {
      ctx.addIssue({ code: 'custom', path: ['venmoUsername'], message: PAYMENT_SETTINGS_MESSAGES.venmoRequired });
    }
    if (body.preferredPaymentMethod === 'paypal' && !body.paypalEmail) {
      ctx.addIssue({ code: 'custom', path: ['paypalEmail'], message: PAYMENT_SETTINGS_MESSAGES.paypalRequired });
    }
  });
export type PaymentSettingsBody = z.infer<typeof PaymentSettingsBodySchema>;

export const UploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
