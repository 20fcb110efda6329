/**
 * The helper's answer to a game-day reminder: the email's one tap (the token is the authority) or
 * the job page's button (the session is), and what the team and the helper see of it. A reminder
 * counts only while it is about the job as it is now: same helper, same start, still assigned.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { JOB_MESSAGES, type GameConfirmation } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { gameReminders, helperProfiles, jobs } from '../../db/schema/index.js';
import { jobStartsAtSql } from '../../db/job-start-sql.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';

/** The reminder's row joined to its job only while the job still matches it. */
const currentReminder = and(
  eq(jobs.id, gameReminders.jobId),
  eq(jobs.helperId, gameReminders.helperId),
  eq(jobStartsAtSql, gameReminders.startsAt),
  eq(jobs.status, 'assigned'),
);

const outdated = () =>
  conflict(
    'This game has changed since the reminder (moved, cancelled or reassigned). Open the job for the latest.',
    'reminder_outdated',
  );

/** The one-tap "I'll be there": no sign-in, the reminder's token is the authority. */
export async function confirmGame(db: Db, token: string, now: Date): Promise<{ jobId: number }> {
  const [reminder] = await db
    .update(gameReminders)
    .set({ confirmedAt: sql`coalesce(${gameReminders.confirmedAt}, ${now})` })
    .where(eq(gameReminders.tokenHash, hashToken(token)))
    .returning();
  if (!reminder) throw badRequest('This confirmation link is invalid.', 'invalid_token');
  const [job] = await db
    .select({ id: jobs.id })
    .from(gameReminders)
    .innerJoin(jobs, currentReminder)
    .where(eq(gameReminders.id, reminder.id));
  if (!job) throw outdated();
  return { jobId: job.id };
}

/**
 * The same answer from the job page, signed in: only the booked helper, and only once the reminder
 * has gone out (the route has already checked who is asking).
 */
export async function confirmGameInApp(
  db: Db,
  jobId: number,
  helperUserId: number,
  now: Date,
): Promise<GameConfirmation> {
  const [row] = await db
    .update(gameReminders)
    .set({ confirmedAt: sql`coalesce(${gameReminders.confirmedAt}, ${now})` })
    .where(
      and(
        eq(gameReminders.jobId, jobId),
        sql`exists (select 1 from ${jobs} join ${helperProfiles} on ${helperProfiles.id} = ${jobs.helperId}
          where ${currentReminder} and ${helperProfiles.userId} = ${helperUserId})`,
      ),
    )
    .returning({ id: gameReminders.id });
  if (!row) throw conflict(JOB_MESSAGES.notReminded, 'not_reminded');
  return gameConfirmation(db, jobId);
}

/** Whether the job's current helper has reconfirmed its current start (for the job page). */
export async function gameConfirmation(db: Db, jobId: number): Promise<GameConfirmation> {
  const [row] = await db
    .select({ confirmedAt: gameReminders.confirmedAt, teamWarnedAt: gameReminders.teamWarnedAt })
    .from(gameReminders)
    .innerJoin(jobs, currentReminder)
    .where(eq(gameReminders.jobId, jobId));
  if (!row) return { status: 'not-reminded', confirmedAt: null };
  if (row.confirmedAt) return { status: 'confirmed', confirmedAt: row.confirmedAt.toISOString() };
  return { status: row.teamWarnedAt ? 'unconfirmed' : 'awaiting', confirmedAt: null };
}

/**
 * Whether the job's booked helper missed the 12-hour reconfirmation (the team was warned and the
 * helper has still not answered): the one case in which the team may reopen the job to standby
 * applicants. Runs inside the reopen's transaction, after the job's row is locked.
 */
export async function missedReconfirmation(db: Db, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: gameReminders.id })
    .from(gameReminders)
    .innerJoin(jobs, currentReminder)
    .where(
      and(
        eq(gameReminders.jobId, jobId),
        isNotNull(gameReminders.teamWarnedAt),
        isNull(gameReminders.confirmedAt),
      ),
    );
  return Boolean(row);
}
