/**
 * Game-day reminders: 24 hours before a game the assigned helper is emailed a one-tap "I'll be
 * there"; a helper who has not answered 12 hours before the start is reported to the team. Everything
 * is decided from the job as it is when the sweep runs: a cancelled job is not assigned, a moved game
 * starts at another instant (and so gets a reminder of its own), a replaced helper is another helper.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gameDayName, RECONFIRM_DEADLINE_MS, RECONFIRM_GRACE_MS, REMINDER_LEAD_MS } from '@sideline/shared';
import { gameReminders, helperProfiles, jobs, teamProfiles, users } from '../../db/schema/index.js';
import { layout } from '../../lib/email-layout.js';
import { jobStartsAtSql } from '../../db/job-start-sql.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { sendPush } from '../push/push.service.js';
import { notificationChoices } from './notification-preferences.js';
import type { NotifyDeps } from './notifications.service.js';

/** The game's start on the venue's clock, with its zone: "Saturday, March 14 at 6:00 PM PDT". */
const when = (startsAt: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(startsAt);

/** "Game day today", "Game day tomorrow" or "Game day Saturday", on the venue's calendar. */
const gameDaySubject = (title: string, startsAt: Date, now: Date, timeZone: string) =>
  `Game day ${gameDayName(startsAt, now, timeZone)}: ${title}`;

/** Sends the reminder of every assigned game starting within 24 hours that has none yet. */
export async function sendGameReminders(deps: NotifyDeps, now: Date): Promise<number> {
  const startsAt = jobStartsAtSql;
  const due = await deps.db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      location: jobs.location,
      timeZone: jobs.timeZone,
      helperId: jobs.helperId,
      startsAt: sql<string>`${startsAt}`.mapWith((v: string | Date) => new Date(v)),
      user: { id: users.id, email: users.email, firstName: users.firstName },
    })
    .from(jobs)
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .leftJoin(
      gameReminders,
      and(
        eq(gameReminders.jobId, jobs.id),
        eq(gameReminders.helperId, jobs.helperId),
        eq(gameReminders.startsAt, startsAt),
      ),
    )
    .where(
      and(
        eq(jobs.status, 'assigned'),
        isNull(gameReminders.id),
        gt(startsAt, now),
        lte(startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    );
  const wants = await notificationChoices(
    deps.db,
    due.map((job) => job.user.id),
    'reminders',
  );
  let sent = 0;
  for (const job of due) {
    // A helper who switched reminders off (email and push) gets none, and so is never reported for
    // not answering.
    const byEmail = wants(job.user.id, 'email');
    if (!byEmail && !wants(job.user.id, 'push')) continue;
    const token = randomToken();
    // The unique (job, helper, start) index is the claim: two instances sweeping at once send once.
    const claimed = await deps.db
      .insert(gameReminders)
      .values({
        jobId: job.jobId,
        helperId: job.helperId!,
        startsAt: job.startsAt,
        tokenHash: hashToken(token),
        remindedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: gameReminders.id });
    if (claimed.length === 0) continue;
    const path = `/reconfirm?token=${token}`;
    const link = `${deps.config.publicUrl}${path}`;
    const subject = gameDaySubject(job.title, job.startsAt, now, job.timeZone);
    if (wants(job.user.id, 'push'))
      await sendPush(deps, job.user.id, 'game_reminder', {
        title: subject,
        body: `${when(job.startsAt, job.timeZone)} at ${job.location}. Tap to tell the team you'll be there.`,
        path,
      });
    if (byEmail)
      await deps.mailer.send({
        to: job.user.email,
        kind: 'game_reminder',
        subject,
        link,
        ...layout(
          `Hi ${job.user.firstName},`,
          [
            `You're booked for "${job.title}" on ${when(job.startsAt, job.timeZone)}.`,
            `Location: ${job.location}.`,
            "Tap I'll be there so the team knows you're coming. If you can't make it, message the team now.",
          ],
          { label: "I'll be there", link },
        ),
      });
    sent += 1;
  }
  return sent;
}

/**
 * What else the warning says (decision 0051), decided above this module: the next best standby
 * applicant to book in one tap, or, with the team's standby offers on, whom the job was offered to.
 */
export type MissedReconfirmationFollowUp = (jobId: number) => Promise<{
  next: { applicationId: number; name: string } | null;
  offered: { name: string; expiresAt: Date } | null;
}>;

/** The time an offer ends, on the venue's clock: "6:00 PM EDT". */
const until = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

/** Tells the team about every reminded helper who has not reconfirmed 12 hours before the start. */
export async function warnUnconfirmedGames(
  deps: NotifyDeps,
  now: Date,
  followUp: MissedReconfirmationFollowUp = async () => ({ next: null, offered: null }),
): Promise<number> {
  // One query names everyone the warning needs: the team's owner and the helper.
  const owners = alias(users, 'owners');
  const helpers = alias(users, 'helpers');
  const due = await deps.db
    .select({
      reminderId: gameReminders.id,
      jobId: jobs.id,
      title: jobs.title,
      timeZone: jobs.timeZone,
      startsAt: gameReminders.startsAt,
      helperUserId: helperProfiles.userId,
      owner: { id: owners.id, email: owners.email, firstName: owners.firstName },
      helper: { firstName: helpers.firstName, lastName: helpers.lastName },
    })
    .from(gameReminders)
    .innerJoin(jobs, eq(jobs.id, gameReminders.jobId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, gameReminders.helperId))
    .innerJoin(helpers, eq(helpers.id, helperProfiles.userId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(owners, eq(owners.id, teamProfiles.userId))
    .where(
      and(
        isNull(gameReminders.confirmedAt),
        isNull(gameReminders.teamWarnedAt),
        eq(jobs.status, 'assigned'),
        eq(jobs.helperId, gameReminders.helperId),
        eq(jobStartsAtSql, gameReminders.startsAt),
        gt(gameReminders.startsAt, now),
        lte(gameReminders.startsAt, new Date(now.getTime() + RECONFIRM_DEADLINE_MS)),
        // Reminded too close to the deadline: the helper had no fair chance to answer.
        lte(
          gameReminders.remindedAt,
          sql`${gameReminders.startsAt} - ${`${(RECONFIRM_DEADLINE_MS + RECONFIRM_GRACE_MS) / 1000} seconds`}::interval`,
        ),
      ),
    );
  const wants = await notificationChoices(
    deps.db,
    due.map((row) => row.owner.id),
    'reminders',
  );
  let warned = 0;
  for (const row of due) {
    const claimed = await deps.db
      .update(gameReminders)
      .set({ teamWarnedAt: now })
      .where(and(eq(gameReminders.id, row.reminderId), isNull(gameReminders.teamWarnedAt)))
      .returning({ id: gameReminders.id });
    if (claimed.length === 0) continue;
    const { owner, helper } = row;
    const { next, offered } = await followUp(row.jobId);
    const subject = `${helper.firstName} hasn't confirmed for ${row.title}`;
    const jobPath = `/jobs/${row.jobId}`;
    const messagePath = `/messages?userId=${row.helperUserId}&jobId=${row.jobId}`;
    const missing = `${helper.firstName} ${helper.lastName} has not yet confirmed "${row.title}" on ${when(row.startsAt, row.timeZone)}.`;
    const [advice, action] = offered
      ? [
          `As you asked, the job is open to your standby applicants again and was offered to ${offered.name} instead, until ${until(offered.expiresAt, row.timeZone)}. If they don't accept, the next in your ranked list is offered it.`,
          { label: 'Open the job', path: jobPath },
        ]
      : next
        ? [
            `Next best available: ${next.name}, from your standby applicants. Book ${next.name} in one tap: the job is opened to standby applicants and ${next.name} is booked. Or message ${helper.firstName} first to check they are coming.`,
            { label: `Book ${next.name}`, path: `${jobPath}?book=${next.applicationId}` },
          ]
        : [
            'Message them to check they are coming. If they cannot make it, open the job page and choose Open to Standby Applicants: the job goes back up and the helpers you turned away can be accepted.',
            { label: `Message ${helper.firstName}`, path: messagePath },
          ];
    // The push opens the job (or the one tap), where the team may open it to standby applicants.
    if (wants(owner.id, 'push'))
      await sendPush(deps, owner.id, 'reconfirm_missing', {
        title: subject,
        body: offered
          ? `The game is ${gameDayName(row.startsAt, now, row.timeZone)}. Offered to ${offered.name} instead, until ${until(offered.expiresAt, row.timeZone)}.`
          : next
            ? `The game is ${gameDayName(row.startsAt, now, row.timeZone)}. Tap to book ${next.name} instead.`
            : `The game is ${gameDayName(row.startsAt, now, row.timeZone)}, ${when(row.startsAt, row.timeZone)}. Message them, or open the job to standby applicants.`,
        path: action.path,
      });
    if (!wants(owner.id, 'email')) continue;
    const link = `${deps.config.publicUrl}${action.path}`;
    await deps.mailer.send({
      to: owner.email,
      kind: 'reconfirm_missing',
      subject,
      link,
      ...layout(`Hi ${owner.firstName},`, [missing, advice], { label: action.label, link }),
    });
    warned += 1;
  }
  return warned;
}
