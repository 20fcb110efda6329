import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { JOB_ALERT_DIGEST_HOUR } from '@sideline/shared';
import { jobAlertMatches, jobAlerts, jobs, users } from '../../db/schema/index.js';
import { jobStartsAtSql } from '../../db/job-start-sql.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import { jobAlertDigestMail, type DigestJob } from './job-alert-emails.js';

/** The digest's one-click link: a page whose button turns the alerts off (a mail scanner changes nothing). */
export const jobAlertUnsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/job-alerts/unsubscribe?token=${token}`;

const waiting = and(isNull(jobAlertMatches.pushedAt), isNull(jobAlertMatches.emailedAt));

/**
 * The daily digest, run every minute: each helper whose alert ZIP's clock is in the 7 o'clock hour,
 * who has matches waiting and has not had today's digest, is claimed by one conditional update
 * (another instance's tick finds the day taken), then gets one email listing the waiting jobs still
 * open and not started. Every waiting match is then marked sent, the stale ones too.
 */
export async function sendJobAlertDigests(
  deps: { db: Db; mailer: Mailer; config: Config },
  now: Date,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz at time zone ${jobAlerts.timeZone}`;
  const claimed = await deps.db
    .update(jobAlerts)
    .set({ lastDigestOn: sql`(${at})::date` })
    .where(
      and(
        sql`${jobAlerts.channel} <> 'off'`,
        sql`extract(hour from ${at}) = ${JOB_ALERT_DIGEST_HOUR}`,
        sql`(${jobAlerts.lastDigestOn} is null or ${jobAlerts.lastDigestOn} < (${at})::date)`,
        inArray(
          jobAlerts.userId,
          deps.db.select({ userId: jobAlertMatches.userId }).from(jobAlertMatches).where(waiting),
        ),
      ),
    )
    .returning({ userId: jobAlerts.userId, token: jobAlerts.unsubscribeToken });

  let sent = 0;
  for (const alert of claimed) {
    const [user] = await deps.db
      .select({ email: users.email, firstName: users.firstName, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, alert.userId));
    const open: DigestJob[] = await deps.db
      .select({
        id: jobs.id,
        title: jobs.title,
        jobDate: jobs.jobDate,
        startTime: jobs.startTime,
        location: jobs.location,
        timeZone: jobs.timeZone,
      })
      .from(jobAlertMatches)
      .innerJoin(jobs, eq(jobs.id, jobAlertMatches.jobId))
      .where(
        and(
          eq(jobAlertMatches.userId, alert.userId),
          waiting,
          eq(jobs.status, 'open'),
          sql`${jobStartsAtSql} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(jobs.jobDate), asc(jobs.startTime));
    if (user && !user.suspendedAt && open.length > 0) {
      await deps.mailer.send(
        jobAlertDigestMail(
          user,
          open,
          deps.config.publicUrl,
          jobAlertUnsubscribeLink(deps.config.publicUrl, alert.token),
        ),
      );
      sent += 1;
    }
    await deps.db
      .update(jobAlertMatches)
      .set({ emailedAt: now })
      .where(and(eq(jobAlertMatches.userId, alert.userId), waiting));
  }
  return sent;
}
