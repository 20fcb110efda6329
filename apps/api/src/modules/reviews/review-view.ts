import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { INT4_MAX, type Review, type RevieweeRole } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, reviews, teamProfiles, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

/** A review with its author, its job's title and the job's team (the name a team reviews under). */
export function selectReviews(db: Db) {
  return db
    .select({
      review: reviews,
      reviewer: { firstName: users.firstName, lastName: users.lastName },
      jobTitle: jobs.title,
      jobTimeZone: jobs.timeZone,
      teamName: teamProfiles.teamName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId));
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['where']>>[number];

/** `viewerId` decides only `canReply`: the reviewee may answer a public review once. */
export function toReview(row: ReviewRow, viewerId: number | null): Review {
  const { review } = row;
  const published = review.publishedAt !== null;
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    reviewer: {
      firstName: row.reviewer.firstName,
      lastName: row.reviewer.lastName,
      // The team's owner reviews the helper as the team; a helper reviews as a person (even one of
      // role both, whose own team has nothing to do with this job).
      teamName: review.revieweeRole === 'helper' ? row.teamName : null,
    },
    jobId: review.jobId,
    jobTitle: row.jobTitle,
    jobTimeZone: row.jobTimeZone,
    reviewerId: review.reviewerId,
    revieweeId: review.revieweeId,
    revieweeRole: review.revieweeRole,
    published,
    publishedAt: review.publishedAt?.toISOString() ?? null,
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    canReply:
      published && review.hiddenAt === null && review.reply === null && viewerId === review.revieweeId,
    hidden: review.hiddenAt !== null,
    // Only its author learns why: nobody else is ever shown a hidden review.
    hiddenReason: viewerId === review.reviewerId ? review.hiddenReason : null,
  };
}

/** Cursor: "{createdAt in ms}.{id}" of the last review on the page (newest first). */
const CURSOR_RE = /^(\d{1,14})\.(\d{1,10})$/;
/** Sorted at the cursor's precision (PostgreSQL keeps microseconds), so no row falls between pages. */
const createdMs = sql<Date>`date_trunc('milliseconds', ${reviews.createdAt})`;

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const match = CURSOR_RE.exec(cursor);
  if (!match || Number(match[2]) > INT4_MAX) throw badRequest('Invalid cursor', 'invalid_cursor');
  const at = sql`${new Date(Number(match[1])).toISOString()}::timestamptz`;
  const id = Number(match[2]);
  return or(lt(createdMs, at), and(eq(createdMs, at), lt(reviews.id, id)));
}

/** Published reviews about a user (as one side, or both), newest first, one page at a time. */
export async function publishedReviewsOf(
  db: Db,
  revieweeId: number,
  options: { as?: RevieweeRole; limit: number; cursor?: string; viewerId: number | null },
): Promise<{ reviews: Review[]; nextCursor: string | null }> {
  const rows = await selectReviews(db)
    .where(
      and(
        eq(reviews.revieweeId, revieweeId),
        isNotNull(reviews.publishedAt),
        isNull(reviews.hiddenAt),
        options.as ? eq(reviews.revieweeRole, options.as) : undefined,
        afterCursor(options.cursor),
      ),
    )
    .orderBy(desc(createdMs), desc(reviews.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    reviews: page.map((row) => toReview(row, options.viewerId)),
    nextCursor:
      rows.length > options.limit && last ? `${last.review.createdAt.getTime()}.${last.review.id}` : null,
  };
}
