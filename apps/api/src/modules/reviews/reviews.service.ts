import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  formatReviewDate,
  isReviewableStatus,
  JOB_MESSAGES,
  REVIEW_MESSAGES,
  reviewTargetFor,
  type JobReviewState,
  type PostReviewBody,
  type Review,
  type RevieweeReviewsQuery,
} from '@sideline/shared';
import { users, reviews } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import type { Db } from '../../db/client.js';
import type { PublishesEvents } from '../../lib/domain-events.js';
import { requireGuardianConsent } from '../guardians/guardian-state.js';
import {
  jobsDueForPublication,
  loadReviewJob,
  publishIfDue,
  publishJobIfDue,
  type ReviewJob,
} from './review-publication.js';
import { publishedReviewsOf, selectReviews, toReview } from './review-view.js';

/** Reviews announce what they publish; mail and push follow that event. */
type ReviewDeps = PublishesEvents & { db: Db };

const isParty = (job: ReviewJob, userId: number) => userId === job.ownerUserId || userId === job.helperUserId;

/**
 * Publishes what the closed window makes public (read-time, so a reader never waits for the sweep)
 * and sends "your reviews are now public" for each job that went public.
 */
export async function publishDue(deps: ReviewDeps, jobIds: readonly number[]): Promise<void> {
  for (const jobId of jobIds) {
    if (!(await publishJobIfDue(deps.db, jobId))) continue;
    const job = await loadReviewJob(deps.db, jobId);
    if (job) await deps.domainEvents.publish({ type: 'reviews.published', job });
  }
}

/**
 * POST /api/reviews. Every check runs with the job's row locked, so the second party's review sees
 * the first and publishes both; the unique index on (job, reviewer) keeps one review per reviewer.
 */
export async function submitReview(deps: ReviewDeps, user: UserRow, body: PostReviewBody): Promise<Review> {
  if (body.reviewerId !== undefined && body.reviewerId !== user.id) {
    throw forbidden(REVIEW_MESSAGES.notSelf, 'not_self');
  }
  // A minor publishes only while a guardian's consent is given and not paused, as for applying.
  await requireGuardianConsent(deps.db, user);
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const job = await loadReviewJob(tx, body.jobId, true);
    if (!job) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
    if (!isParty(job, user.id)) throw forbidden(REVIEW_MESSAGES.notParty, 'not_job_party');
    const target = reviewTargetFor(job, user.id);
    if (!isReviewableStatus(job.status) || !target || !job.windowClosesAt) {
      throw conflict(REVIEW_MESSAGES.notFinished(job.status), 'job_not_reviewable');
    }
    if (body.revieweeId !== target.revieweeId)
      throw badRequest(REVIEW_MESSAGES.wrongReviewee, 'wrong_reviewee');
    if (now >= job.windowClosesAt) {
      throw conflict(
        REVIEW_MESSAGES.windowClosed(formatReviewDate(job.windowClosesAt, job.timeZone)),
        'review_window_closed',
      );
    }
    const [inserted] = await tx
      .insert(reviews)
      .values({
        jobId: job.id,
        reviewerId: user.id,
        revieweeId: target.revieweeId,
        revieweeRole: target.revieweeRole,
        rating: body.rating,
        comment: body.comment || null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [reviews.jobId, reviews.reviewerId] })
      .returning({ id: reviews.id });
    if (!inserted) throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'already_reviewed');
    const published = await publishIfDue(tx, job, now);
    return { id: inserted.id, job, published: published.length > 0 };
  });
  await deps.domainEvents.publish(
    outcome.published
      ? { type: 'reviews.published', job: outcome.job }
      : { type: 'review.submitted', job: outcome.job, reviewerId: user.id },
  );
  const [row] = await selectReviews(deps.db).where(eq(reviews.id, outcome.id));
  return toReview(row!, user.id);
}

/** GET /api/reviews/reviewee/{userId}: published reviews only, after publishing what is due. */
export async function reviewsAbout(
  deps: ReviewDeps,
  revieweeId: number,
  query: RevieweeReviewsQuery,
  viewerId: number | null,
) {
  await publishDue(deps, await jobsDueForPublication(deps.db, { revieweeId }));
  return publishedReviewsOf(deps.db, revieweeId, {
    as: query.as,
    limit: query.limit ?? 50,
    cursor: query.cursor,
    viewerId,
  });
}

/** The name a party is shown under to the other: a team by its team name, a helper by full name. */
async function revieweeOf(
  deps: ReviewDeps,
  job: ReviewJob,
  viewerId: number,
): Promise<JobReviewState['reviewee']> {
  const target = reviewTargetFor(job, viewerId);
  if (!target) return null;
  if (target.revieweeRole === 'team') return { userId: target.revieweeId, name: job.teamName, role: 'team' };
  const [person] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, target.revieweeId));
  return {
    userId: target.revieweeId,
    name: person ? `${person.firstName} ${person.lastName}` : '',
    role: 'helper',
  };
}

/** GET /api/reviews/job/{jobId}: what one party of the job may see and do about its reviews. */
export async function jobReviewState(
  deps: ReviewDeps,
  jobId: number,
  viewer: UserRow,
): Promise<JobReviewState> {
  await publishDue(deps, await jobsDueForPublication(deps.db, { jobId }));
  const job = await loadReviewJob(deps.db, jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  if (!isParty(job, viewer.id)) throw forbidden(REVIEW_MESSAGES.notParty, 'not_job_party');
  const rows = await selectReviews(deps.db).where(eq(reviews.jobId, jobId));
  const mine = rows.find((row) => row.review.reviewerId === viewer.id);
  const theirs = rows.find((row) => row.review.revieweeId === viewer.id);
  const open =
    job.windowClosesAt !== null && new Date() < job.windowClosesAt && isReviewableStatus(job.status);
  const reviewee = await revieweeOf(deps, job, viewer.id);
  return {
    jobId: job.id,
    jobTitle: job.title,
    jobTimeZone: job.timeZone,
    jobStatus: job.status,
    reviewee,
    windowClosesAt: job.windowClosesAt?.toISOString() ?? null,
    canReview: open && reviewee !== null && !mine,
    myReview: mine ? toReview(mine, viewer.id) : null,
    theirReview: theirs?.review.publishedAt && !theirs.review.hiddenAt ? toReview(theirs, viewer.id) : null,
    theirReviewPending: theirs !== undefined && theirs.review.publishedAt === null,
  };
}

/** POST /api/reviews/{id}/reply: the reviewee's one public answer to a published review. */
export async function replyToReview(
  deps: ReviewDeps,
  user: UserRow,
  reviewId: number,
  reply: string,
): Promise<Review> {
  const [existing] = await deps.db
    .select({ jobId: reviews.jobId, revieweeId: reviews.revieweeId, publishedAt: reviews.publishedAt })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!existing) throw notFound(REVIEW_MESSAGES.reviewNotFound, 'review_not_found');
  if (existing.revieweeId !== user.id) throw forbidden(REVIEW_MESSAGES.notReviewee, 'not_reviewee');
  await requireGuardianConsent(deps.db, user);
  if (!existing.publishedAt)
    await publishDue(deps, await jobsDueForPublication(deps.db, { jobId: existing.jobId }));
  const updated = await deps.db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(
      and(
        eq(reviews.id, reviewId),
        isNotNull(reviews.publishedAt),
        isNull(reviews.hiddenAt),
        isNull(reviews.reply),
      ),
    )
    .returning({ id: reviews.id });
  if (updated.length === 0) {
    const [row] = await deps.db
      .select({ publishedAt: reviews.publishedAt, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!row?.publishedAt || row.hiddenAt) throw conflict(REVIEW_MESSAGES.notPublic, 'review_not_public');
    throw conflict(REVIEW_MESSAGES.alreadyReplied, 'already_replied');
  }
  const [row] = await selectReviews(deps.db).where(eq(reviews.id, reviewId));
  return toReview(row!, user.id);
}
