import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminStaffingSchema } from '@sideline/shared';
import { applications, jobs } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof accountWithRole>>;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000, loginRateLimit: 1000 });
  admin = await accountWithRole(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const MINUTE = 60_000;
/** This week's Monday and the seven before it (UTC), newest first: worked out apart from the service. */
function expectedWeeks(): string[] {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() - 1);
  return Array.from({ length: 8 }, (_, i) => new Date(+monday - i * 7 * DAY).toISOString().slice(0, 10));
}

const staffing = async () => {
  const res = await call(t.app, 'GET', '/api/admin/programs/staffing', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AdminStaffingSchema.parse(res.json());
};

const accept = async (cookie: string, applicationId: number) => {
  const res = await call(t.app, 'PUT', `/api/applications/${applicationId}/status`, cookie, {
    status: 'accepted',
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** Moves a job's posting (and so its week) and, relative to it, its first booking. */
const setJob = (id: number, createdAt: Date, set: Partial<typeof jobs.$inferInsert> = {}) =>
  t.database.db
    .update(jobs)
    .set({ createdAt, ...set })
    .where(eq(jobs.id, id));
const setApplied = (id: number, createdAt: Date) =>
  t.database.db.update(applications).set({ createdAt }).where(eq(applications.id, id));

describe('staffing figures on the programs card', () => {
  it('has the eight weeks and no rows before any job is posted', async () => {
    expect(await staffing()).toEqual({ weeks: expectedWeeks(), rows: [] });
  });

  it('counts jobs, median times to first application and to fill, and the share filled per week and sport', async () => {
    const baseball = await readyTeam(t.app, { sportTypes: ['baseball'] });
    const soccer = await readyTeam(t.app, { sportTypes: ['soccer', 'baseball'] });
    const ana = await helperAccount(t.app);
    const ben = await helperAccount(t.app);

    // Baseball: filled after two applications; one applied to but still open and ahead; one never applied to, its game past.
    const a1 = await postJob(t.app, baseball.cookie, { title: 'Baseball filled' });
    const a2 = await postJob(t.app, baseball.cookie, { title: 'Baseball open', jobDate: dayFromToday(7) });
    const a3 = await postJob(t.app, baseball.cookie, { title: 'Baseball missed', jobDate: dayFromToday(8) });
    // Soccer: one filled, one cancelled before anyone was booked; and an older one filled before fill times were kept.
    const b1 = await postJob(t.app, soccer.cookie, { title: 'Soccer filled', jobDate: dayFromToday(6) });
    const b2 = await postJob(t.app, soccer.cookie, { title: 'Soccer cancelled', jobDate: dayFromToday(9) });
    const c1 = await postJob(t.app, soccer.cookie, { title: 'Soccer old', jobDate: dayFromToday(10) });
    const old = await postJob(t.app, baseball.cookie, { title: 'Nine weeks ago', jobDate: dayFromToday(11) });

    const anaA1 = await applyTo(t.app, ana.cookie, a1.id);
    const benA1 = await applyTo(t.app, ben.cookie, a1.id);
    const benA2 = await applyTo(t.app, ben.cookie, a2.id);
    const anaB1 = await applyTo(t.app, ana.cookie, b1.id);

    // Accepting records the first booking's moment.
    const before = Date.now();
    await accept(baseball.cookie, anaA1.id);
    await accept(soccer.cookie, anaB1.id);
    const booked = await t.database.db.select({ id: jobs.id, assignedAt: jobs.assignedAt }).from(jobs);
    for (const row of booked) {
      if (row.id === a1.id || row.id === b1.id) {
        expect(+row.assignedAt!).toBeGreaterThanOrEqual(before - 1000);
        expect(+row.assignedAt!).toBeLessThanOrEqual(Date.now() + 1000);
      } else {
        expect(row.assignedAt).toBeNull();
      }
    }

    // Known times: every job of the week posted last Monday at 10:00 UTC, the older one two weeks back.
    const weeks = expectedWeeks();
    const lastWeek = new Date(`${weeks[1]}T10:00:00Z`);
    const at = (minutes: number) => new Date(+lastWeek + minutes * MINUTE);
    await setJob(a1.id, lastWeek, { assignedAt: at(130) });
    await setApplied(anaA1.id, at(30));
    await setApplied(benA1.id, at(50));
    await setJob(a2.id, lastWeek);
    await setApplied(benA2.id, at(90));
    await setJob(a3.id, lastWeek, { jobDate: dayFromToday(-2) });
    await setJob(b1.id, lastWeek, { assignedAt: at(26 * 60) });
    await setApplied(anaB1.id, at(20));
    await setJob(b2.id, lastWeek, { status: 'cancelled', jobDate: dayFromToday(-1) });
    await setJob(c1.id, new Date(`${weeks[2]}T12:00:00Z`), {
      status: 'completed',
      jobDate: dayFromToday(-3),
    });
    await setJob(old.id, new Date(+new Date(`${weeks[7]}T00:00:00Z`) - MINUTE));

    expect(await staffing()).toEqual({
      weeks,
      rows: [
        // Firsts 30, 90 and 20 min; fills 130 and 1,560 min (median of two: their mean); 2 filled of 3 decided.
        {
          week: weeks[1],
          sport: null,
          jobsPosted: 5,
          medianMinutesToFirstApplication: 30,
          medianMinutesToFill: 845,
          filled: 2,
          decided: 3,
        },
        // The open job ahead is undecided; the one never applied to is a miss.
        {
          week: weeks[1],
          sport: 'baseball',
          jobsPosted: 3,
          medianMinutesToFirstApplication: 60,
          medianMinutesToFill: 130,
          filled: 1,
          decided: 2,
        },
        // The cancelled job is posted but in neither count; the team's first sport names the row.
        {
          week: weeks[1],
          sport: 'soccer',
          jobsPosted: 2,
          medianMinutesToFirstApplication: 20,
          medianMinutesToFill: 1560,
          filled: 1,
          decided: 1,
        },
        // Completed before fill times were kept: filled, with no time.
        {
          week: weeks[2],
          sport: null,
          jobsPosted: 1,
          medianMinutesToFirstApplication: null,
          medianMinutesToFill: null,
          filled: 1,
          decided: 1,
        },
        {
          week: weeks[2],
          sport: 'soccer',
          jobsPosted: 1,
          medianMinutesToFirstApplication: null,
          medianMinutesToFill: null,
          filled: 1,
          decided: 1,
        },
      ],
    });
  });
});
