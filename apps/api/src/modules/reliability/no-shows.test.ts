import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { HelperProfileSchema, NoShowReportSchema } from '@sideline/shared';
import { adminAuditLog, jobs } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { assignedJob, createClockedApp, mails } from '../../../test/kits/scheduled-test-kit.js';

/**
 * The no-show flow (decision 0042) through the real app and database: the team reports after the
 * start, the helper contests within 48 hours, an admin decides, and the helper's reliability follows.
 */
let t: TestApp;
let clock: TestClock;
let admin: Awaited<ReturnType<typeof accountWithRole>>;
const HOUR = 3_600_000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
  admin = await accountWithRole(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const reliabilityOf = async (helperId: number) => {
  const res = await call(t.app, 'GET', `/api/helper-profiles/${helperId}`);
  expect(res.statusCode, res.body).toBe(200);
  return HelperProfileSchema.parse(res.json()).reliability;
};

describe('reporting a no-show', () => {
  it('is refused before the start, then cancels the job and tells the helper', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t);
    await clock.setTime(at(startsAt, -1));
    const early = await call(t.app, 'POST', `/api/jobs/${job.id}/no-show`, team.cookie);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('game_not_started');

    await clock.setTime(at(startsAt, 2));
    const stranger = await call(t.app, 'POST', `/api/jobs/${job.id}/no-show`, helper.cookie);
    expect(stranger.statusCode).toBe(403);
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/no-show`, team.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const report = NoShowReportSchema.parse(res.json());
    expect(report).toMatchObject({ status: 'reported', counts: false, jobId: job.id });
    expect(new Date(report.contestBy).getTime() - new Date(report.reportedAt).getTime()).toBe(48 * HOUR);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe('cancelled');

    const again = await call(t.app, 'POST', `/api/jobs/${job.id}/no-show`, team.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
    await t.app.mailer.flush();
    expect(await mails(t, helper.user.email, 'no_show_reported')).toHaveLength(1);

    // Both sides read the report on the job page; nobody else does.
    const seen = await call(t.app, 'GET', `/api/jobs/${job.id}/no-show`, helper.cookie);
    expect(seen.json().report.status).toBe('reported');
    const other = await call(t.app, 'GET', `/api/jobs/${job.id}/no-show`, admin.cookie);
    expect(other.statusCode).toBe(403);
  });

  it('counts an uncontested report once the 48 hours have passed', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t);
    await clock.setTime(at(startsAt, 1));
    expect(await reliabilityOf(helper.helperId)).toEqual({
      booked: 0,
      completed: 0,
      noShows: 0,
      lateCancels: 0,
      reminded: 0,
      reconfirmed: 0,
    });
    await call(t.app, 'POST', `/api/jobs/${job.id}/no-show`, team.cookie);
    await clock.setTime(at(startsAt, 48));
    expect(await reliabilityOf(helper.helperId)).toMatchObject({ booked: 0, noShows: 0 });
    await clock.setTime(at(startsAt, 49));
    expect(await reliabilityOf(helper.helperId)).toMatchObject({ booked: 1, noShows: 1 });
    const late = await call(t.app, 'POST', `/api/jobs/${job.id}/no-show/contest`, helper.cookie, {
      reason: 'I was at the field from 8:30.',
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('contest_closed');
  });
});

describe('a contested no-show', () => {
  it('waits for an admin, whose decision is audited and decides whether it counts', async () => {
    const first = await assignedJob(t);
    await clock.setTime(at(first.startsAt, 1));
    await call(t.app, 'POST', `/api/jobs/${first.job.id}/no-show`, first.team.cookie);
    const byTeam = await call(t.app, 'POST', `/api/jobs/${first.job.id}/no-show/contest`, first.team.cookie, {
      reason: 'Not mine to contest.',
    });
    expect(byTeam.statusCode).toBe(403);
    const contested = await call(
      t.app,
      'POST',
      `/api/jobs/${first.job.id}/no-show/contest`,
      first.helper.cookie,
      { reason: 'I kept the book; the coach has my GameChanger stats.' },
    );
    expect(contested.statusCode, contested.body).toBe(200);
    expect(contested.json()).toMatchObject({ status: 'contested', counts: false });

    // Past the deadline it still waits for the admin.
    await clock.setTime(at(first.startsAt, 100));
    expect(await reliabilityOf(first.helper.helperId)).toMatchObject({ noShows: 0, booked: 0 });

    const queue = await call(t.app, 'GET', '/api/admin/no-shows', admin.cookie);
    expect(queue.statusCode).toBe(200);
    const item = (queue.json() as { id: number; jobId: number }[]).find((r) => r.jobId === first.job.id);
    expect(item).toBeDefined();
    expect(
      (
        await call(t.app, 'POST', `/api/admin/no-shows/${item!.id}/decide`, first.team.cookie, {
          decision: 'upheld',
        })
      ).statusCode,
    ).toBe(403);

    const upheld = await call(t.app, 'POST', `/api/admin/no-shows/${item!.id}/decide`, admin.cookie, {
      decision: 'upheld',
      note: 'The coach sent the scorebook: empty.',
    });
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json()).toMatchObject({ status: 'upheld', counts: true });
    expect(await reliabilityOf(first.helper.helperId)).toMatchObject({ booked: 1, noShows: 1 });
    const twice = await call(t.app, 'POST', `/api/admin/no-shows/${item!.id}/decide`, admin.cookie, {
      decision: 'overturned',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('no_show_settled');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, item!.id));
    expect(audit.map((a) => [a.action, a.targetType, a.actorId])).toEqual([
      ['no_show.uphold', 'no_show_report', admin.user.id],
    ]);
    await t.app.mailer.flush();
    expect(await mails(t, first.team.user.email, 'no_show_decided')).toHaveLength(1);
    expect(await mails(t, admin.user.email, 'no_show_contested')).toHaveLength(1);

    // Overturned: never counts.
    const second = await assignedJob(t);
    await clock.setTime(at(second.startsAt, 1));
    await call(t.app, 'POST', `/api/jobs/${second.job.id}/no-show`, second.team.cookie);
    await call(t.app, 'POST', `/api/jobs/${second.job.id}/no-show/contest`, second.helper.cookie, {
      reason: 'I was there all game.',
    });
    const report = (await call(t.app, 'GET', `/api/jobs/${second.job.id}/no-show`, second.team.cookie)).json()
      .report as { id: number };
    const overturned = await call(t.app, 'POST', `/api/admin/no-shows/${report.id}/decide`, admin.cookie, {
      decision: 'overturned',
    });
    expect(overturned.json()).toMatchObject({ status: 'overturned', counts: false });
    // The helper was there: the job is completed as the team would have (BOOKING_RULES.overturnNoShow).
    const [completed] = await t.database.db.select().from(jobs).where(eq(jobs.id, second.job.id));
    expect(completed).toMatchObject({ status: 'completed', cancelReason: null });
    await clock.setTime(at(second.startsAt, 200));
    expect(await reliabilityOf(second.helper.helperId)).toMatchObject({
      booked: 1,
      completed: 1,
      noShows: 0,
    });
  });
});

describe("the admin's no-show routes", () => {
  it('answer strangers 401 or 403 before reading anything they sent', async () => {
    const { team } = await assignedJob(t);
    for (const [cookie, status] of [
      [undefined, 401],
      [team.cookie, 403],
    ] as const) {
      expect((await call(t.app, 'GET', '/api/admin/no-shows?limit=nope', cookie)).statusCode).toBe(status);
      for (const [id, body] of [
        ['not-a-number', { decision: 'upheld' }],
        ['1', { decision: 'maybe' }],
        ['1', ['not', 'an', 'object']],
      ] as const) {
        const res = await call(t.app, 'POST', `/api/admin/no-shows/${id}/decide`, cookie, body);
        expect(res.statusCode, `${id} ${JSON.stringify(body)}`).toBe(status);
      }
    }
    // Staff still get the field's message for a bad body.
    const bad = await call(t.app, 'POST', '/api/admin/no-shows/1/decide', admin.cookie, {
      decision: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
  });
});
