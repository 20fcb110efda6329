import { z } from 'zod';
import { JOB_STATUSES } from '../domain/jobs.js';
import { RATING_MAX, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX, REVIEWEE_ROLES } from '../domain/reviews.js';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE, idSchema, intQuery } from './primitives.js';

export const REVIEW_MESSAGES = {
  rating: `Please pick a rating from 1 to ${RATING_MAX} stars`,
  commentTooLong: `Comments can be at most ${REVIEW_COMMENT_MAX} characters.`,
  replyRequired: 'Please write a reply.',
  replyTooLong: `Replies can be at most ${REVIEW_REPLY_MAX} characters.`,
  // The spec's error catalogue (shown as 'Error: ...').
  invalidIds: 'Invalid job or reviewee ID',
  loadFailed: 'Failed to load job details',
  submitFailed: 'Failed to submit review',
  // Server refusals.
  notSelf: 'You can only write reviews as yourself.',
  notParty: "Only the job's team and its assigned helper can review this job.",
  notFinished: (status: string) => `This job can't be reviewed until it is completed: it is ${status}.`,
  wrongReviewee: 'You can only review the other party of this job.',
  windowClosed: (date: string) => `Reviews for this job closed on ${date}.`,
  alreadyReviewed: 'You have already reviewed this job.',
  reviewNotFound: 'Review not found',
  notReviewee: 'Only the person who was reviewed can reply.',
  notPublic: 'You can reply once the review is public.',
  alreadyReplied: 'You have already replied to this review.',
} as const;

const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((s) => !CONTROL_CHARS.test(s), CONTROL_CHARS_MESSAGE);

export const ratingSchema = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(RATING_MAX, REVIEW_MESSAGES.rating);

/**
 * POST /api/reviews, the spec's body. The reviewer is the session user: `reviewerId` may be sent (the
 * spec's client does) and must then be the session's own id. An empty comment is stored as none.
 */
export const PostReviewBodySchema = z.object({
  jobId: idSchema,
  reviewerId: idSchema.optional(),
  revieweeId: idSchema,
  rating: ratingSchema,
  comment: plainText(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong).nullish(),
});
export type PostReviewBody = z.infer<typeof PostReviewBodySchema>;

/** The Rate Your Experience form: a picked rating and an optional comment. */
export const ReviewFormSchema = PostReviewBodySchema.pick({ rating: true, comment: true });
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/** POST /api/reviews/{id}/reply: the reviewee's one public answer. */
export const ReviewReplyBodySchema = z.object({
  reply: plainText(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong).min(1, REVIEW_MESSAGES.replyRequired),
});
export type ReviewReplyBody = z.infer<typeof ReviewReplyBodySchema>;

/** GET /api/reviews/reviewee/{userId}: `as` narrows a user of role both to one side. */
export const RevieweeReviewsQuerySchema = z.object({
  as: z.enum(REVIEWEE_ROLES).optional(),
  limit: intQuery(1, 100).optional(),
  cursor: z.string().max(100).optional(),
});
export type RevieweeReviewsQuery = z.infer<typeof RevieweeReviewsQuerySchema>;

/**
 * A review as the spec's entity (id, rating, comment, createdAt, reviewer) plus what the screens need:
 * the job, which side the reviewee was rated as, the reply, whether it is public yet, and whether the
 * viewer may reply to it.
 */
export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(RATING_MAX),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewer: z.object({ firstName: z.string(), lastName: z.string(), teamName: z.string().nullable() }),
  jobId: z.number().int(),
  jobTitle: z.string(),
  /** The game's venue zone: a review's date is shown on the game's local calendar. */
  jobTimeZone: z.string(),
  reviewerId: z.number().int(),
  revieweeId: z.number().int(),
  revieweeRole: z.enum(REVIEWEE_ROLES),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  canReply: z.boolean(),
  /** Hidden by staff for breaking the rules: only its author still sees it, with the reason. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/**
 * GET /api/reviews/job/{jobId}: the signed-in party's view of a job's reviews. Their own review is
 * always theirs to see; the other party's only once it is public (`theirReviewPending` says one waits).
 */
export const JobReviewStateSchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobTimeZone: z.string(),
  jobStatus: z.enum(JOB_STATUSES),
  reviewee: z.object({ userId: z.number().int(), name: z.string(), role: z.enum(REVIEWEE_ROLES) }).nullable(),
  windowClosesAt: z.string().nullable(),
  canReview: z.boolean(),
  myReview: ReviewSchema.nullable(),
  theirReview: ReviewSchema.nullable(),
  theirReviewPending: z.boolean(),
});
export type JobReviewState = z.infer<typeof JobReviewStateSchema>;
