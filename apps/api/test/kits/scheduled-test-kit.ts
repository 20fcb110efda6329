import { and, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { jobStartsAt } from '@sideline/shared';
import { outbox } from '../../src/db/schema/index.js';
import { call, createTestApp, type TestApp } from '../test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../marketplace.js';

/** A test app whose queue and sweeps read a clock the test moves by hand (no sleeping). */
export async function createClockedApp(): Promise<{ t: TestApp; clock: TestClock }> {
  const clock = new TestClock(new Date());
  const t = await createTestApp({ registerRateLimit: 1000 }, { clock });
  return { t, clock };
}

/** Runs one scheduled sweep now, on the test clock, through the queue (as its cron tick would). */
export async function runSweep(t: TestApp, name: string): Promise<void> {
  await t.app.queue.send(name, {});
  const ran = await t.app.queue.drain([name]);
  if (ran !== 1) throw new Error(`sweep ${name} ran ${ran} times`);
}

export const mails = (t: TestApp, to: string, kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, to), eq(outbox.kind, kind)));

/** A team, a helper, and a job of the team's assigned to the helper. */
export async function assignedJob(t: TestApp, overrides: Parameters<typeof postJob>[2] = {}) {
  const team = await readyTeam(t.app);
  const helper = await helperAccount(t.app);
  const job = await postJob(t.app, team.cookie, overrides);
  const application = await applyTo(t.app, helper.cookie, job.id);
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
  return { team, helper, job, startsAt };
}

export const hours = (n: number) => n * 60 * 60 * 1000;
export const shift = (date: Date, ms: number) => new Date(date.getTime() + ms);
