/**
 * When blind reviews become public, and the ratings that follow. A review publishes when both parties
 * have reviewed the job or its 14-day window has closed; the reviewees' profile ratings are recomputed
 * from published reviews in the same transaction, so a profile's figures always match its list.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPublishable, REVIEW_WINDOW_DAYS, reviewWindowClosesAt } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperProfiles, jobs, reviews, teamProfiles } from '../../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const helperProfile = alias(helperProfiles, 'assigned_helper');

/** A job's review facts: its parties and when its review window closes (null before completion). */
export interface ReviewJob {
  id: number;
  title: string;
  status: (typeof jobs.$inferSelect)['status'];
  ownerUserId: number;
  helperUserId: number | null;
  teamName: string;
  /** The venue's zone: dates in what the parties are told are the game's local dates. */
  timeZone: string;
  windowClosesAt: Date | null;
}

/**
 * Reads a job for reviewing; with `lock`, also takes its row lock so every review decision about one
 * job (submit, publish) runs one at a time: two parties submitting at once both see the other.
 */
export async function loadReviewJob(db: Db | Tx, jobId: number, lock = false): Promise<ReviewJob | null> {
  const query = db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      completedAt: jobs.completedAt,
      updatedAt: jobs.updatedAt,
      ownerUserId: teamProfiles.userId,
      teamName: teamProfiles.teamName,
      helperUserId: helperProfile.userId,
      timeZone: jobs.timeZone,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .leftJoin(helperProfile, eq(helperProfile.id, jobs.helperId))
    .where(eq(jobs.id, jobId));
  // "no key update" leaves the row free for foreign-key checks (messages, reviews citing the job).
  const [row] = lock ? await query.for('no key update', { of: jobs }) : await query;
  if (!row) return null;
  const done = row.status === 'completed' || row.status === 'paid';
  // A job completed before completedAt existed counts from its last change.
  const completedAt = done ? (row.completedAt ?? row.updatedAt) : null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    ownerUserId: row.ownerUserId,
    helperUserId: row.helperUserId,
    teamName: row.teamName,
    timeZone: row.timeZone,
    windowClosesAt: completedAt ? reviewWindowClosesAt(completedAt) : null,
  };
}

/**
 * Recomputes ratings (published reviews only, each side apart) and the helper's completed-job count.
 * The profile rows are locked first, helpers then teams, each in id order, so concurrent publications
 * for one person wait for each other and the recount (a new statement) sees what they committed.
 */
export async function refreshRatings(tx: Tx, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx
    .select({ id: helperProfiles.id })
    .from(helperProfiles)
    .where(inArray(helperProfiles.userId, ids))
    .orderBy(asc(helperProfiles.id))
    .for('no key update');
  await tx
    .select({ id: teamProfiles.id })
    .from(teamProfiles)
    .where(inArray(teamProfiles.userId, ids))
    .orderBy(asc(teamProfiles.id))
    .for('no key update');
  const published = (profile: string, role: 'helper' | 'team') =>
    sql.raw(
      `from reviews r where r.reviewee_id = ${profile}.user_id and r.reviewee_role = '${role}' and r.published_at is not null and r.hidden_at is null`,
    );
  await tx
    .update(helperProfiles)
    .set({
      avgRating: sql`coalesce((select avg(r.rating)::real ${published('helper_profiles', 'helper')}), 0)`,
      totalReviews: sql`(select count(*)::int ${published('helper_profiles', 'helper')})`,
      completedJobs: sql`(select count(*)::int from jobs j where j.helper_id = helper_profiles.id and j.status in ('completed', 'paid'))`,
    })
    .where(inArray(helperProfiles.userId, ids));
  await tx
    .update(teamProfiles)
    .set({
      avgRating: sql`coalesce((select avg(r.rating)::real ${published('team_profiles', 'team')}), 0)`,
      totalReviews: sql`(select count(*)::int ${published('team_profiles', 'team')})`,
    })
    .where(inArray(teamProfiles.userId, ids));
}

/**
 * With the job locked: publishes its blind reviews if both parties have reviewed or the window has
 * closed, and refreshes the reviewees' ratings. Answers the reviewees whose reviews went public.
 */
export async function publishIfDue(tx: Tx, job: ReviewJob, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ revieweeId: reviews.revieweeId, publishedAt: reviews.publishedAt })
    .from(reviews)
    .where(eq(reviews.jobId, job.id));
  const blind = rows.filter((row) => row.publishedAt === null);
  const windowClosed = job.windowClosesAt !== null && now >= job.windowClosesAt;
  if (blind.length === 0 || !isPublishable(rows.length, windowClosed)) return [];
  await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.jobId, job.id), isNull(reviews.publishedAt)));
  const reviewees = blind.map((row) => row.revieweeId);
  await refreshRatings(tx, reviewees);
  return reviewees;
}

/** Publishes one job's reviews if their window has closed; true when something went public. */
export async function publishJobIfDue(db: Db, jobId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const job = await loadReviewJob(tx, jobId, true);
    return job ? (await publishIfDue(tx, job, now)).length > 0 : false;
  });
}

/**
 * Jobs holding blind reviews whose window has closed: all of them, or only those with a review about
 * `revieweeId`, or `jobId` itself (readers publish what is due before they read).
 */
export async function jobsDueForPublication(
  db: Db,
  options: { revieweeId?: number; jobId?: number; now?: Date; limit?: number } = {},
): Promise<number[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .selectDistinct({ jobId: reviews.jobId })
    .from(reviews)
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    .where(
      and(
        isNull(reviews.publishedAt),
        options.revieweeId === undefined ? undefined : eq(reviews.revieweeId, options.revieweeId),
        options.jobId === undefined ? undefined : eq(reviews.jobId, options.jobId),
        sql`coalesce(${jobs.completedAt}, ${jobs.updatedAt}) <= ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .limit(options.limit ?? 200);
  return rows.map((row) => row.jobId);
}
