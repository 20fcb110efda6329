import { z } from 'zod';
import { ROLES } from '../domain/roles.js';
import { dollarsCodec, idParamSchema, idSchema, INT4_MAX, intQuery } from './primitives.js';
import { plainText } from './text.js';

export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_MESSAGES = {
  required: 'Message Required: Please enter a message before sending.',
  tooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  invalidRecipient: 'Invalid Recipient: Please enter a valid user ID.',
  recipientNotFound: 'Recipient not found',
  self: "You can't send a message to yourself.",
  signInRequired: 'You need to be logged in to send messages',
  notSender: 'You can only send messages as yourself.',
  conversationNotFound: 'Conversation not found',
} as const;

/** A user id typed into the New Message dialog or sent in a body: a JSON number, int4. */
export const recipientIdSchema = z
  .number({ error: MESSAGE_MESSAGES.invalidRecipient })
  .int(MESSAGE_MESSAGES.invalidRecipient)
  .min(1, MESSAGE_MESSAGES.invalidRecipient)
  .max(INT4_MAX, MESSAGE_MESSAGES.invalidRecipient);

const messageText = plainText(MESSAGE_MAX_LENGTH, { tooLong: MESSAGE_MESSAGES.tooLong });

/**
 * POST /api/messages takes either `content` (start chat) or `subject` + `message` (contact dialog).
 * `senderId`, which the spec's client sends for itself, must be the session user when present.
 */
export const SendMessageBodySchema = z
  .object({
    senderId: idSchema.optional(),
    recipientId: recipientIdSchema,
    jobId: idSchema.nullable().optional(),
    content: messageText.optional(),
    subject: plainText(200).nullable().optional(),
    message: messageText.optional(),
  })
  .superRefine((body, ctx) => {
    if (!messageContent(body))
      ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGE_MESSAGES.required });
  });
export type SendMessageBody = z.output<typeof SendMessageBodySchema>;

/** The text of a message body, whichever of the two spellings carried it. */
export function messageContent(body: { content?: string | undefined; message?: string | undefined }): string {
  return (body.content || body.message || '').trim();
}

/** Message (spec doc 2 section 3), plus the subject of a contact-dialog message. */
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
export type Message = z.output<typeof MessageSchema>;

/** The contact dialog's form. */
export const ContactFormSchema = z.object({
  subject: plainText(200).optional(),
  message: messageText.min(1, MESSAGE_MESSAGES.required),
});
export type ContactForm = z.output<typeof ContactFormSchema>;

/** Conversation (spec doc 2 section 3), plus what the Payment & Review box needs. */
export const ConversationSchema = z.object({
  otherUserId: z.number().int(),
  otherUserName: z.string(),
  otherUserRole: z.string(),
  jobId: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  /** The job's status and total pay, for the Payment & Review box (null without a job). */
  jobStatus: z.string().nullable(),
  jobTotalPay: dollarsCodec().nullable(),
  /**
   * The other user's Venmo handle, only when the viewer owns this job and the other user is the
   * helper assigned to it (or who completed it): the one person who owes them money.
   */
  payeeVenmoUsername: z.string().nullable(),
  viewerOwnsJob: z.boolean(),
  lastMessage: z.string(),
  lastMessageDate: z.string(),
  unreadCount: z.number().int(),
});
export type Conversation = z.output<typeof ConversationSchema>;

/** `none` selects the messages without a job; omitted selects every message with that user. */
const threadJobId = z.union([z.literal('none'), idParamSchema]).optional();

/**
 * GET /api/messages/conversation/{otherUserId}: a JSON array of messages, oldest to newest within
 * the page, paged backwards: `cursor` is the X-Next-Cursor of the previous answer.
 */
export const ThreadQuerySchema = z.object({
  jobId: threadJobId,
  cursor: idParamSchema.optional(),
  limit: intQuery(1, 100).default(50),
});
export type ThreadQuery = z.output<typeof ThreadQuerySchema>;

export const ThreadFilterQuerySchema = z.object({ jobId: threadJobId });

/** The other person of a conversation, for the thread's header. */
export const ParticipantSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** Set when either side is a teen: the thread says to both who else is copied (decision 23). */
  guardianNotice: z.string().nullable(),
});
export type Participant = z.output<typeof ParticipantSchema>;

export const OtherUserParamsSchema = z.object({ otherUserId: idParamSchema });

export const UnreadCountSchema = z.object({ unread: z.number().int() });
export const MarkReadResponseSchema = z.object({ updated: z.number().int() });

/** What GET /api/events streams (server-sent events; the `event:` field is the type). */
export type ServerEvent =
  | { type: 'message'; message: Message }
  | { type: 'read'; readerId: number; jobId: number | null; readAt: string }
  | { type: 'unread'; total: number };
