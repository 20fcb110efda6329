import { z } from 'zod';

export const CALENDAR_MESSAGES = {
  feedNotFound: 'This calendar address is not valid. Make a new one from your dashboard.',
  tooManyFeedMisses: 'Too many requests for unknown calendar addresses. Please try again later.',
  tooManyFeedReads: 'This calendar was refreshed too often. Please try again later.',
} as const;

/** The private feed's token as it appears in `/api/calendar/{token}.ics`; any other value is simply unknown. */
export const CalendarFeedParamsSchema = z.object({ token: z.string().max(200) });

/** Whether the signed-in user has a feed address; the address itself is shown only when it is made. */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** A new feed address: the old one stops working at once. */
export const CalendarTokenResponseSchema = z.object({
  feedUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarTokenResponse = z.infer<typeof CalendarTokenResponseSchema>;
