import { desc, eq } from 'drizzle-orm';
import type { Review } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { reviews, teamProfiles, users } from '../../db/schema/index.js';

/** Reviews about a user, newest first, each with who wrote it (and their team's name if they have one). */
export async function reviewsOf(db: Db, revieweeId: number, limit = 50): Promise<Review[]> {
  const rows = await db
    .select({
      review: reviews,
      firstName: users.firstName,
      lastName: users.lastName,
      teamName: teamProfiles.teamName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(teamProfiles, eq(teamProfiles.userId, reviews.reviewerId))
    .where(eq(reviews.revieweeId, revieweeId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.review.id,
    jobId: r.review.jobId,
    reviewerId: r.review.reviewerId,
    revieweeId: r.review.revieweeId,
    rating: r.review.rating,
    comment: r.review.comment,
    createdAt: r.review.createdAt.toISOString(),
    reviewer: { firstName: r.firstName, lastName: r.lastName, teamName: r.teamName },
  }));
}
