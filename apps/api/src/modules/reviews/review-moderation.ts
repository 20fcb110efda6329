/**
 * Staff's side of reviews: every review a user wrote or received (blind and hidden ones included),
 * and hiding one that breaks the rules. The reviews module stays the only writer of its table; the
 * admin module calls `hideReview` inside its own transaction, next to its audit entry.
 */
import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MODERATION_MESSAGES, REVIEW_MESSAGES, type AdminReview } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, reviews, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { refreshRatings, type Tx } from './review-publication.js';

const reviewer = alias(users, 'reviewer');
const reviewee = alias(users, 'reviewee');

function selectAdminReviews(db: Db) {
  return db
    .select({
      review: reviews,
      jobTitle: jobs.title,
      reviewerName: sql<string>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
      revieweeName: sql<string>`${reviewee.firstName} || ' ' || ${reviewee.lastName}`,
    })
    .from(reviews)
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(reviewee, eq(reviewee.id, reviews.revieweeId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAdminReviews>['execute']>>[number];

function toAdminReview(row: Row): AdminReview {
  const r = row.review;
  return {
    id: r.id,
    jobId: r.jobId,
    jobTitle: row.jobTitle,
    reviewerId: r.reviewerId,
    reviewerName: row.reviewerName,
    revieweeId: r.revieweeId,
    revieweeName: row.revieweeName,
    revieweeRole: r.revieweeRole,
    rating: r.rating,
    comment: r.comment,
    published: r.publishedAt !== null,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    hiddenReason: r.hiddenReason,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The drawer: reviews a user wrote or received, newest first, bounded. */
export async function adminReviewsOfUser(db: Db, userId: number): Promise<AdminReview[]> {
  const rows = await selectAdminReviews(db)
    .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId)))
    .orderBy(desc(reviews.id))
    .limit(100);
  return rows.map(toAdminReview);
}

/**
 * Hides a review, once: it leaves the public lists at once, and the reviewee's rating is recomputed
 * without it in the same transaction. The reason is kept for its author to read. Run inside the
 * caller's transaction.
 */
export async function hideReview(
  tx: Tx,
  adminId: number,
  id: number,
  reason: string,
): Promise<{ before: AdminReview; after: AdminReview }> {
  // The row lock orders this after a publication or a reply under way for the same review.
  const [locked] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for('update');
  if (!locked) throw notFound(REVIEW_MESSAGES.reviewNotFound, 'review_not_found');
  const [beforeRow] = await selectAdminReviews(tx).where(eq(reviews.id, id));
  const before = toAdminReview(beforeRow!);
  if (before.hiddenAt) throw conflict(MODERATION_MESSAGES.reviewAlreadyHidden, 'review_already_hidden');
  await tx
    .update(reviews)
    .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: adminId })
    .where(eq(reviews.id, id));
  await refreshRatings(tx, [before.revieweeId]);
  const [afterRow] = await selectAdminReviews(tx).where(eq(reviews.id, id));
  return { before, after: toAdminReview(afterRow!) };
}
