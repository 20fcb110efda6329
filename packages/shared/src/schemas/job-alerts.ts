import { z } from 'zod';
import { JOB_TYPES } from '../domain/service-types.js';

/**
 * Job alerts (issue 38): where, what and when a helper works, and how new matching games reach them.
 * 'push' sends games within 48 hours at once and later ones in the daily email digest; 'email'
 * sends everything in the digest; 'off' sends nothing.
 */
export const JOB_ALERT_CHANNELS = ['push', 'email', 'off'] as const;
export type JobAlertChannel = (typeof JOB_ALERT_CHANNELS)[number];

/** Games starting sooner than this are pushed at once (channel 'push'); later ones wait for the digest. */
export const JOB_ALERT_PUSH_WINDOW_HOURS = 48;
/** The local hour (the alert ZIP's zone) the daily digest goes out. */
export const JOB_ALERT_DIGEST_HOUR = 7;
export const JOB_ALERT_DEFAULT_RADIUS = 25;
export const JOB_ALERT_MAX_RADIUS = 100;

export const WEEKDAY_LABELS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const JOB_ALERT_CHANNEL_LABELS: Record<JobAlertChannel, string> = {
  push: 'Push for games in the next 48 hours, the rest in a daily email',
  email: 'Everything in one daily email',
  off: 'Off',
};

export const JOB_ALERT_MESSAGES = {
  zipCode: 'Please enter a valid 5-digit ZIP code',
  radius: 'Radius must be a whole number of miles from 1 to 100',
  services: 'Choose at least one service',
  days: 'Choose at least one day you work',
  channel: 'Choose how alerts reach you',
  helpersOnly: 'Only helper accounts can set job alerts.',
  saved: 'Job alerts saved.',
  unsubscribed: 'Job alerts are off. You will not get job alert emails any more.',
  invalidUnsubscribeLink:
    'This unsubscribe link is not valid. Please use the link from your latest job alert email.',
} as const;

const weekday = z
  .number({ error: JOB_ALERT_MESSAGES.days })
  .int(JOB_ALERT_MESSAGES.days)
  .min(0, JOB_ALERT_MESSAGES.days)
  .max(6, JOB_ALERT_MESSAGES.days);

/** PUT /api/users/me/job-alerts, and the card's form (repeats are dropped by the server). */
export const JobAlertSettingsBodySchema = z.object({
  zipCode: z
    .string({ error: JOB_ALERT_MESSAGES.zipCode })
    .trim()
    .regex(/^\d{5}$/, JOB_ALERT_MESSAGES.zipCode),
  radius: z
    .number({ error: JOB_ALERT_MESSAGES.radius })
    .int(JOB_ALERT_MESSAGES.radius)
    .min(1, JOB_ALERT_MESSAGES.radius)
    .max(JOB_ALERT_MAX_RADIUS, JOB_ALERT_MESSAGES.radius)
    .default(JOB_ALERT_DEFAULT_RADIUS),
  services: z
    .array(z.enum(JOB_TYPES, { error: JOB_ALERT_MESSAGES.services }), { error: JOB_ALERT_MESSAGES.services })
    .min(1, JOB_ALERT_MESSAGES.services)
    .max(JOB_TYPES.length, JOB_ALERT_MESSAGES.services),
  days: z
    .array(weekday, { error: JOB_ALERT_MESSAGES.days })
    .min(1, JOB_ALERT_MESSAGES.days)
    .max(7, JOB_ALERT_MESSAGES.days),
  channel: z.enum(JOB_ALERT_CHANNELS, { error: JOB_ALERT_MESSAGES.channel }),
});
export type JobAlertSettingsBody = z.output<typeof JobAlertSettingsBodySchema>;
export type JobAlertSettingsWire = z.input<typeof JobAlertSettingsBodySchema>;

/** GET/PUT /api/users/me/job-alerts: the saved settings (zipCode null until the helper saves). */
export const JobAlertSettingsSchema = z.object({
  zipCode: z.string().nullable(),
  radius: z.number(),
  services: z.array(z.enum(JOB_TYPES)),
  days: z.array(z.number()),
  channel: z.enum(JOB_ALERT_CHANNELS),
});
export type JobAlertSettings = z.infer<typeof JobAlertSettingsSchema>;

/** POST /api/job-alerts/unsubscribe: the token from a digest email's link. */
export const JobAlertUnsubscribeBodySchema = z.object({
  token: z
    .string()
    .min(1, JOB_ALERT_MESSAGES.invalidUnsubscribeLink)
    .max(200, JOB_ALERT_MESSAGES.invalidUnsubscribeLink),
});
