import { z } from 'zod';

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email address',
  invalidEmail: 'Invalid email',
  // The one answer for every address, known or not, subscribed or not: nobody learns who is on the list.
  subscribeAccepted: 'Thanks! Check your inbox for a link to confirm your subscription.',
  confirmed: 'You are subscribed to the Sideline newsletter.',
  unsubscribed: 'You are unsubscribed. You will not get the Sideline newsletter any more.',
  invalidConfirmLink: 'This confirmation link is invalid or has expired. Please subscribe again.',
  invalidUnsubscribeLink:
    'This unsubscribe link is not valid. Please use the link from your latest newsletter email.',
  tooManySubscribes: 'Too many subscribe requests from this network. Please try again later.',
} as const;

export const NewsletterSubscribeBodySchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.required })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(254)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalidEmail)),
});
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBodySchema>;

export const NewsletterConfirmBodySchema = z.object({
  token: z.string().min(1, NEWSLETTER_MESSAGES.invalidConfirmLink).max(200),
});
export type NewsletterConfirmBody = z.infer<typeof NewsletterConfirmBodySchema>;

export const NewsletterUnsubscribeBodySchema = z.object({
  token: z.string().min(1, NEWSLETTER_MESSAGES.invalidUnsubscribeLink).max(200),
});
export type NewsletterUnsubscribeBody = z.infer<typeof NewsletterUnsubscribeBodySchema>;
