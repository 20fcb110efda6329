import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_MESSAGES = {
  required: 'Message Required: Please enter a message before sending.',
  tooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  invalidRecipient: 'Invalid Recipient: Please enter a valid user ID.',
  recipientNotFound: 'Recipient not found',
  self: "You can't send a message to yourself.",
  signInRequired: 'You need to be logged in to send messages',
} as const;

/**
 * POST /api/messages takes either `content` (start chat) or `subject` + `message` (contact dialog).
 * `senderId` may be sent by old clients; it is ignored: the sender is always the session user.
 */
export const SendMessageBodySchema = z
  .object({
    recipientId: z.coerce.number({ error: MESSAGE_MESSAGES.invalidRecipient }).int(MESSAGE_MESSAGES.invalidRecipient).positive(MESSAGE_MESSAGES.invalidRecipient),
    jobId: z.coerce.number().int().positive().nullable().optional(),
    content: z.string().optional(),
    subject: z.string().trim().max(200).optional(),
    message: z.string().optional(),
    senderId: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const content = (body.content ?? body.message ?? '').trim();
    if (!content) ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGE_MESSAGES.required });
    else if (content.length > MESSAGE_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGE_MESSAGES.tooLong });
    return { recipientId: body.recipientId, jobId: body.jobId ?? null, subject: body.subject || null, content };
  });
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  recipientId: z.number().int(),
  jobId: z.number().int().nullable(),
  subject: z.string().nullable(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ContactFormSchema = z.object({
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1, MESSAGE_MESSAGES.required).max(MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES.tooLong),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const ConversationSchema = z.object({
  otherUserId: z.number().int(),
  otherUserName: z.string(),
  otherUserRole: z.string(),
  jobId: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  /** The job's status and pay, for the Payment & Review box (null without a job). */
  jobStatus: z.string().nullable(),
  jobTotalPayCents: z.number().int().nullable(),
  /** The other user's Venmo handle when the viewer owes them for this job (the viewer owns the job). */
  payeeVenmoUsername: z.string().nullable(),
  viewerOwnsJob: z.boolean(),
  lastMessage: z.string(),
  lastMessageDate: z.string(),
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ThreadQuerySchema = z.object({
  /** A job thread; `none` for messages without a job; omitted for every message with that user. */
  jobId: z.union([z.literal('none'), z.coerce.number().int().positive()]).optional(),
  /** Older than this message id (paging backwards). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ThreadQuery = z.infer<typeof ThreadQuerySchema>;

export const ThreadSchema = z.object({
  otherUser: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), role: z.string() }),
  /** Oldest to newest within the page. */
  messages: z.array(MessageSchema),
  /** Pass as `before` to load older messages; null at the start of the conversation. */
  nextBefore: z.number().int().nullable(),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });

/** What GET /api/events streams (server-sent events; the `event:` field is the type). */
export type ServerEvent =
  | { type: 'message'; message: Message }
  | { type: 'read'; readerId: number; jobId: number | null; readAt: string }
  | { type: 'unread'; total: number };

export const NotificationSettingsBodySchema = z.object({ messageEmails: z.boolean() });
