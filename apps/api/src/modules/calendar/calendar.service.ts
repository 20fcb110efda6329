import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { JOB_MESSAGES } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { calendarFeeds, helperProfiles, jobs, teamProfiles, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { UserRow } from '../../plugins/session.js';
import { selectJobs, type JobRow } from '../jobs/job-view.js';

/** A new feed token for the user; the row is replaced, so the old address stops working at once. */
export async function issueFeedToken(db: Db, userId: number): Promise<{ token: string; createdAt: Date }> {
  const token = randomToken();
  const tokenHash = hashToken(token);
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return { token, createdAt: row!.createdAt };
}

/** Turns the feed off: the address stops working at once, and the next one is a new address. */
export async function revokeFeedToken(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function feedStatus(
  db: Db,
  userId: number,
): Promise<{ active: boolean; createdAt: string | null }> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * The owner of a feed token, or null. The lookup is by the token's SHA-256, so the database never
 * compares the secret itself and timing says nothing about it. A suspended owner's feed answers as
 * an unknown one; the token row stays, so reinstatement brings the same address back.
 */
export async function feedOwner(db: Db, token: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(users.suspendedAt)));
  return row?.userId ?? null;
}

/**
 * The user's games, generated from the jobs as they are now: the jobs their team posted and the
 * jobs they are booked on as the helper. Cancelled games are left out; a helper's game leaves
 * their calendar the moment the booking ends.
 */
export async function feedGames(db: Db, userId: number): Promise<JobRow[]> {
  const [team] = await db
    .select({ id: teamProfiles.id })
    .from(teamProfiles)
    .where(eq(teamProfiles.userId, userId));
  const [helper] = await db
    .select({ id: helperProfiles.id })
    .from(helperProfiles)
    .where(eq(helperProfiles.userId, userId));
  const mine = [
    ...(team ? [eq(jobs.teamId, team.id)] : []),
    ...(helper ? [eq(jobs.helperId, helper.id)] : []),
  ];
  if (mine.length === 0) return [];
  return selectJobs(db)
    .where(and(ne(jobs.status, 'cancelled'), or(...mine)))
    .orderBy(asc(jobs.jobDate), asc(jobs.startTime), asc(jobs.id));
}

/** One game for its team or its booked helper; anyone else is refused as for the job's reviews. */
export async function partyGame(db: Db, jobId: number, viewer: UserRow): Promise<JobRow> {
  const [row] = await selectJobs(db).where(eq(jobs.id, jobId)).limit(1);
  if (!row) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  const isParty = row.owner.id === viewer.id || (row.helperUser !== null && row.helperUser.id === viewer.id);
  if (!isParty)
    throw forbidden('Only the team and the booked helper can add this game to a calendar.', 'not_job_party');
  return row;
}
