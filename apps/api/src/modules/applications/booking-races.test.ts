import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobsOverlap } from '@sideline/shared';
import { applications, jobs } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  dayFromToday,
  helperAccount,
  jobBody,
  postJob,
  readyTeam,
} from '../../../test/marketplace.js';

// As in accept-race.test.ts: the races are real on PostgreSQL (a pool, concurrent transactions);
// PGlite runs one transaction at a time, so a few rounds there only check the same outcome.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = onPostgres ? 30 : 3;
const LATE_APPLICANTS = 8;
const database = onPostgres ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const accept = (cookie: string, applicationId: number) =>
  call(t.app, 'PUT', `/api/applications/${applicationId}/status`, cookie, { status: 'accepted' });

describe(`an owner's edit racing an accept of the same job (${database})`, () => {
  it(`never books a helper twice at once, ${ROUNDS} times over`, async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    let bothSucceeded = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Helper H is booked on X 10:00-12:00 and has applied to Y 14:00-16:00, the same day.
      const jobDate = dayFromToday(3 + round);
      const x = await postJob(t.app, team.cookie, { jobDate, startTime: '10:00', endTime: '12:00' });
      expect((await accept(team.cookie, (await applyTo(t.app, helper.cookie, x.id)).id)).statusCode).toBe(
        200,
      );
      const y = await postJob(t.app, team.cookie, { jobDate, startTime: '14:00', endTime: '16:00' });
      const onY = await applyTo(t.app, helper.cookie, y.id);

      // At once: Y moves onto H's booking, and H is accepted for Y.
      const [edit, accepted] = await Promise.all([
        call(
          t.app,
          'PUT',
          `/api/jobs/${y.id}`,
          team.cookie,
          jobBody({ jobDate, startTime: '10:30', endTime: '11:30' }),
        ),
        accept(team.cookie, onY.id),
      ]);
      if (edit.statusCode === 200 && accepted.statusCode === 200) bothSucceeded += 1;
      expect([edit.statusCode, accepted.statusCode].sort()).not.toEqual([200, 200]);
      expect([200, 409]).toContain(edit.statusCode);
      expect([200, 409]).toContain(accepted.statusCode);

      const booked = await t.database.db
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.helperId, helper.helperId), eq(jobs.status, 'assigned'), eq(jobs.jobDate, jobDate)),
        );
      for (const a of booked)
        for (const b of booked) if (a.id !== b.id) expect(jobsOverlap(a, b), `round ${round}`).toBe(false);
    }
    expect(bothSucceeded).toBe(0);
  }, 300_000);
});

describe(`applications sent while another is being accepted (${database})`, () => {
  it(`never stay pending on the assigned job, ${ROUNDS} times over`, async () => {
    const team = await readyTeam(t.app);
    const chosen = await helperAccount(t.app);
    const late = await Promise.all(Array.from({ length: LATE_APPLICANTS }, () => helperAccount(t.app)));
    let strays = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(3 + round) });
      const first = await applyTo(t.app, chosen.cookie, job.id);

      const [accepted, ...applied] = await Promise.all([
        accept(team.cookie, first.id),
        ...late.map((helper) => call(t.app, 'POST', '/api/applications', helper.cookie, { jobId: job.id })),
      ]);
      expect(accepted!.statusCode).toBe(200);
      for (const res of applied) expect([201, 409], res.body).toContain(res.statusCode);

      const rows = await t.database.db.select().from(applications).where(eq(applications.jobId, job.id));
      strays += rows.filter((row) => row.status === 'pending').length;
      expect(rows.filter((row) => row.status === 'accepted').map((row) => row.id)).toEqual([first.id]);
      expect(
        rows.every((row) => row.id === first.id || row.status === 'rejected'),
        `round ${round}`,
      ).toBe(true);
    }
    expect(strays).toBe(0);
  }, 300_000);
});
