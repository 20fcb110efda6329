import { z } from 'zod';

/** What a user can switch on or off, per kind of notification (account mail is always sent). */
export const NOTIFICATION_KINDS = ['reminders', 'payments', 'reviews', 'messages', 'applications'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** Email is on until switched off; push is off until switched on (it needs a subscribed device). */
export const NOTIFICATION_DEFAULTS: Record<NotificationChannel, boolean> = { email: true, push: false };

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  reminders: { label: 'Game-day reminders', description: 'The day before a game, and reconfirmations' },
  payments: { label: 'Payments', description: 'Payment due, reported and received' },
  reviews: { label: 'Reviews', description: 'Reminders to review after a game' },
  messages: { label: 'Messages', description: "New messages while you're away" },
  applications: { label: 'Applications', description: 'New applications and their outcomes' },
};

const ChannelSwitchesSchema = z.object({ email: z.boolean(), push: z.boolean() });

/** Every kind with both channels: what GET and PUT /api/users/{id}/notifications answer. */
export const NotificationPreferencesSchema = z.object({
  reminders: ChannelSwitchesSchema,
  payments: ChannelSwitchesSchema,
  reviews: ChannelSwitchesSchema,
  messages: ChannelSwitchesSchema,
  applications: ChannelSwitchesSchema,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** One switch at a time, so two quick clicks on different switches never overwrite each other. */
export const NotificationSettingsBodySchema = z.object({
  kind: NotificationKindSchema,
  channel: NotificationChannelSchema,
  enabled: z.boolean(),
});
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBodySchema>;

/** POST /api/game-confirmations: the token from a game-day reminder ("I'll be there"). */
export const GameConfirmBodySchema = z.object({
  token: z
    .string()
    .min(1, 'This confirmation link is invalid.')
    .max(200, 'This confirmation link is invalid.')
    .regex(/^[A-Za-z0-9_-]+$/, 'This confirmation link is invalid.'),
});
export const GameConfirmResponseSchema = z.object({ jobId: z.number().int(), message: z.string() });

/**
 * Whether the assigned helper has answered the game-day reminder for the job's current start;
 * `unconfirmed` once the team has been warned 12 hours before (the team may then reopen the job).
 */
export const GameConfirmationSchema = z.object({
  status: z.enum(['not-reminded', 'awaiting', 'unconfirmed', 'confirmed']),
  confirmedAt: z.string().nullable(),
});
export type GameConfirmation = z.infer<typeof GameConfirmationSchema>;

/** POST /api/jobs/{id}/reopen: the job is open again and these many standby applicants are back. */
export const ReopenJobResponseSchema = z.object({
  jobId: z.number().int(),
  standbyApplicants: z.number().int(),
  message: z.string(),
});
export type ReopenJobResponse = z.infer<typeof ReopenJobResponseSchema>;

/** One email the queue gave up on, as staff see it (the body stays out: it may hold a sign-in link). */
export const FailedEmailSchema = z.object({
  id: z.number().int(),
  toEmail: z.string(),
  subject: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedEmail = z.infer<typeof FailedEmailSchema>;
