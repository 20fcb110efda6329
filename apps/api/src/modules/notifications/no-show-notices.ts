/**
 * No-show notices, by email and push like a card dispute's: none can be switched off, since each
 * asks for an answer or reports a decision about someone's record.
 */
import { eq } from 'drizzle-orm';
import { NO_SHOW_CONTEST_HOURS, type NoShowReport } from '@sideline/shared';
import { helperProfiles, noShowReports, teamProfiles, users } from '../../db/schema/index.js';
import { notifyUsers, type NotifyDeps } from './notice-delivery.js';

/** The report's team owner and helper, as user ids. */
async function partiesOf(deps: NotifyDeps, reportId: number) {
  const [row] = await deps.db
    .select({ team: teamProfiles.userId, helper: helperProfiles.userId })
    .from(noShowReports)
    .innerJoin(teamProfiles, eq(teamProfiles.id, noShowReports.teamId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, noShowReports.helperId))
    .where(eq(noShowReports.id, reportId));
  return row;
}

const about = (r: NoShowReport) => `"${r.jobTitle}" on ${r.jobDate}`;
const jobLink = (r: NoShowReport) => ({ label: 'View the job', path: `/jobs/${r.jobId}` });

/** To the helper: the team says they did not come; they have 48 hours to contest it. */
export async function noShowReported(deps: NotifyDeps, report: NoShowReport): Promise<void> {
  const parties = await partiesOf(deps, report.id);
  if (!parties) return;
  await notifyUsers(
    deps,
    [parties.helper],
    'no_show_reported',
    `${report.teamName} reported a no-show`,
    [
      `${report.teamName} reported that you did not come to ${about(report)}. The job is cancelled.`,
      `If you were there, contest it on the job page within ${NO_SHOW_CONTEST_HOURS} hours: our staff will decide. Uncontested, it counts on your reliability.`,
    ],
    { label: 'Contest on the job page', path: `/jobs/${report.jobId}` },
    null,
  );
}

/** To the team and every admin: the helper contested; staff decide. */
export async function noShowContested(deps: NotifyDeps, report: NoShowReport): Promise<void> {
  const parties = await partiesOf(deps, report.id);
  if (!parties) return;
  const admins = await deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  await notifyUsers(
    deps,
    [parties.team, ...admins.map((a) => a.id)],
    'no_show_contested',
    `No-show contested: ${report.jobTitle}`,
    [
      `${report.helperName} contested the no-show reported for ${about(report)}: "${report.contestReason ?? ''}"`,
      'Our staff will look at it and decide whether it counts.',
    ],
    jobLink(report),
    null,
  );
}

/** To both parties: the admin's decision. */
export async function noShowDecided(deps: NotifyDeps, report: NoShowReport): Promise<void> {
  const parties = await partiesOf(deps, report.id);
  if (!parties) return;
  const upheld = report.status === 'upheld';
  await notifyUsers(
    deps,
    [parties.team, parties.helper],
    'no_show_decided',
    `No-show ${upheld ? 'upheld' : 'overturned'}: ${report.jobTitle}`,
    [
      upheld
        ? `Our staff upheld the no-show reported for ${about(report)}: it counts on ${report.helperName}'s reliability.`
        : `Our staff overturned the no-show reported for ${about(report)}: it does not count on ${report.helperName}'s reliability.`,
      ...(report.decisionNote ? [`Note: ${report.decisionNote}`] : []),
    ],
    jobLink(report),
    null,
  );
}
