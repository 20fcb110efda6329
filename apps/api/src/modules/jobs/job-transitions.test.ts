import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  canTransition,
  JOB_STATUSES,
  JOB_TRANSITION_NAMES,
  JOB_TRANSITIONS,
  jobStartsAt,
  todayIn,
  transitionRefusal,
  type JobStatus,
  type JobTransition,
} from '@sideline/shared';
import { applications, gameReminders, jobReschedules, jobs } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  dayFromToday,
  helperAccount,
  jobBody,
  postJob,
  readyTeam,
} from '../../../test/marketplace.js';

/**
 * The server refuses exactly what JOB_TRANSITIONS does not allow: every action from every status,
 * by the actor the table names. Allowed ones succeed; the rest answer 409 naming the status and
 * change nothing.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof readyTeam>>;
let stranger: Awaited<ReturnType<typeof readyTeam>>;
let applicant: Awaited<ReturnType<typeof helperAccount>>;
let newcomer: Awaited<ReturnType<typeof helperAccount>>;
let booked: Awaited<ReturnType<typeof helperAccount>>;

beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  [team, stranger] = [await readyTeam(t.app), await readyTeam(t.app)];
  [applicant, newcomer, booked] = [
    await helperAccount(t.app),
    await helperAccount(t.app),
    await helperAccount(t.app),
  ];
});
afterAll(() => t.close());

/**
 * A job today (so completion's date rule is met) with one pending application, put in `status`. For
 * a cancel or a new time the game is days away (the booking table refuses both once it has started
 * or ended); for a reopen, too, and its booked helper has missed the 12-hour reconfirmation (the
 * reopen's own rules), so only the status decides. For a no-show report, the game was yesterday
 * (its start has passed). A 'rescheduling' job carries the team's unanswered new time; for the
 * helper's answers the job keeps its (last) booked helper in every status, so the status alone
 * decides.
 */
async function jobIn(status: JobStatus, action?: JobTransition) {
  const job = await postJob(t.app, team.cookie);
  const application = await applyTo(t.app, applicant.cookie, job.id);
  const answering = action !== undefined && JOB_TRANSITIONS[action].actor === 'assigned-helper';
  const taken = answering || (status !== 'open' && status !== 'cancelled');
  const jobDate =
    action === 'reopen' || action === 'cancel' || action === 'reschedule'
      ? dayFromToday(3)
      : action === 'reportNoShow'
        ? dayFromToday(-1)
        : todayIn(job.timeZone);
  await t.database.db
    .update(jobs)
    .set({ status, jobDate, helperId: taken ? booked.helperId : null })
    .where(eq(jobs.id, job.id));
  if (status === 'rescheduling') {
    await t.database.db.insert(jobReschedules).values({
      jobId: job.id,
      requestedBy: team.user.id,
      fromDate: jobDate,
      fromStartTime: job.startTime,
      fromEndTime: job.endTime,
      jobDate: dayFromToday(6),
      startTime: '14:00',
      endTime: '16:00',
    });
  }
  if (action === 'reopen' && taken) {
    await t.database.db.insert(gameReminders).values({
      jobId: job.id,
      helperId: booked.helperId,
      startsAt: jobStartsAt(jobDate, job.startTime, job.timeZone),
      tokenHash: `transition-test-${job.id}`,
      remindedAt: new Date(),
      teamWarnedAt: new Date(),
    });
  }
  return { jobId: job.id, applicationId: application.id };
}

/** Each action as its actor sends it; `as` swaps in another account to check the actor rule. */
function request(action: JobTransition, ids: { jobId: number; applicationId: number }, as?: string) {
  const owner = as ?? team.cookie;
  switch (action) {
    case 'apply':
      return call(t.app, 'POST', '/api/applications', as ?? newcomer.cookie, { jobId: ids.jobId });
    case 'withdraw':
      return call(t.app, 'POST', `/api/applications/${ids.applicationId}/withdraw`, as ?? applicant.cookie);
    case 'accept':
    case 'reject':
      return call(t.app, 'PUT', `/api/applications/${ids.applicationId}/status`, owner, {
        status: action === 'accept' ? 'accepted' : 'rejected',
      });
    case 'edit':
      return call(t.app, 'PUT', `/api/jobs/${ids.jobId}`, owner, jobBody());
    case 'cancel':
      return call(t.app, 'POST', `/api/jobs/${ids.jobId}/cancel`, owner, {});
    case 'complete':
      return call(t.app, 'PUT', `/api/jobs/${ids.jobId}/complete`, owner);
    case 'reopen':
      return call(t.app, 'POST', `/api/jobs/${ids.jobId}/reopen`, owner);
    case 'reportNoShow':
      return call(t.app, 'POST', `/api/jobs/${ids.jobId}/no-show`, owner);
    case 'reschedule':
      return call(t.app, 'POST', `/api/jobs/${ids.jobId}/reschedule`, owner, {
        jobDate: dayFromToday(4),
        startTime: '18:00',
        endTime: '20:00',
      });
    case 'withdrawReschedule':
      return call(t.app, 'POST', `/api/jobs/${ids.jobId}/reschedule/withdraw`, owner);
    case 'acceptReschedule':
      return call(t.app, 'POST', `/api/jobs/${ids.jobId}/reschedule/accept`, as ?? booked.cookie);
    case 'declineReschedule':
      return call(t.app, 'POST', `/api/jobs/${ids.jobId}/reschedule/decline`, as ?? booked.cookie);
  }
}

const snapshot = async (ids: { jobId: number; applicationId: number }) => ({
  job: (await t.database.db.select().from(jobs).where(eq(jobs.id, ids.jobId)))[0],
  applications: await t.database.db.select().from(applications).where(eq(applications.jobId, ids.jobId)),
  reschedules: await t.database.db.select().from(jobReschedules).where(eq(jobReschedules.jobId, ids.jobId)),
});

const cases = JOB_TRANSITION_NAMES.flatMap((action) =>
  JOB_STATUSES.map((status) => [action, status] as const),
);

describe('every action from every job status', () => {
  it.each(cases)('%s on a %s job follows JOB_TRANSITIONS', async (action, status) => {
    const ids = await jobIn(status, action);
    const before = await snapshot(ids);
    const res = await request(action, ids);
    if (canTransition(action, status)) {
      expect([200, 201], res.body).toContain(res.statusCode);
      const to = JOB_TRANSITIONS[action].to;
      if (to) expect((await snapshot(ids)).job?.status).toBe(to);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'invalid_transition',
        message: transitionRefusal(action, status),
      });
      expect(await snapshot(ids)).toEqual(before);
    }
  });
});

describe("only the table's actor may act", () => {
  it.each(JOB_TRANSITION_NAMES)('%s by someone else is refused and changes nothing', async (action) => {
    const ids = await jobIn(JOB_TRANSITIONS[action].from[0], action);
    const before = await snapshot(ids);
    // The owner can't apply to their own job; a helper who did not apply can't withdraw; a
    // stranger team can't act as the owner; an applicant who was not booked can't answer a new time.
    const actor = JOB_TRANSITIONS[action].actor;
    const other =
      actor === 'helper'
        ? team.cookie
        : actor === 'applicant'
          ? newcomer.cookie
          : actor === 'assigned-helper'
            ? applicant.cookie
            : stranger.cookie;
    const res = await request(action, ids, other);
    expect(res.statusCode, res.body).toBe(403);
    expect(await snapshot(ids)).toEqual(before);
  });
});
