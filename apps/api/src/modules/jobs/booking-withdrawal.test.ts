import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, jobs, lateCancellations, messages, outbox } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  gameStartingIn,
  helperAccount,
  moveGame,
  postJob,
  readyTeam,
} from '../../../test/marketplace.js';

/** "I can't make it" (decision 0047): the booked helper backs out before the start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

/** A game `hours` away with two applicants, the first booked (the second turned away, on standby). */
async function bookedWithStandby(hours: number) {
  const team = await readyTeam(t.app);
  const [booked, next] = [await helperAccount(t.app), await helperAccount(t.app)];
  const job = await postJob(t.app, team.cookie, gameStartingIn(hours));
  const mine = await applyTo(t.app, booked.cookie, job.id);
  const theirs = await applyTo(t.app, next.cookie, job.id);
  const accepted = await call(t.app, 'PUT', `/api/applications/${mine.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { team, booked, next, job, mine, theirs };
}
const withdraw = (cookie: string, jobId: number) =>
  call(t.app, 'POST', `/api/jobs/${jobId}/booking/withdraw`, cookie);
const statusOf = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;
const lateOf = (jobId: number) =>
  t.database.db.select().from(lateCancellations).where(eq(lateCancellations.jobId, jobId));

describe("a booked helper who can't make it", () => {
  it('reopens the job with the turned-away applicants pending, and tells the team at once', async () => {
    const { team, booked, job, mine, theirs } = await bookedWithStandby(5 * 24);
    const res = await withdraw(booked.cookie, job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'open', helperId: null });
    expect([await statusOf(mine.id), await statusOf(theirs.id)]).toEqual(['withdrawn', 'pending']);
    // Early: free, and nothing on the helper's reliability.
    expect(await lateOf(job.id)).toEqual([]);
    const [notice] = await t.database.db.select().from(messages).where(eq(messages.jobId, job.id));
    expect(notice).toMatchObject({ senderId: booked.user.id, recipientId: team.user.id });
    expect(notice!.content).toContain("Sorry, I can't make");
    await t.app.mailer.flush();
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toEmail, team.user.email));
    expect(mails.map((m) => m.kind)).toContain('booking_withdrawn');
    expect(mails.find((m) => m.kind === 'booking_withdrawn')!.subject).toContain("can't make");
    // The team books the next applicant in one step.
    const next = await call(t.app, 'PUT', `/api/applications/${theirs.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('inside the free-cancellation window is a late cancellation on the helper', async () => {
    const { booked, job } = await bookedWithStandby(5);
    expect((await withdraw(booked.cookie, job.id)).statusCode).toBe(200);
    expect((await lateOf(job.id)).map((row) => row.party)).toEqual(['helper']);
  });

  it('is refused once the game has started, and to anyone but the booked helper', async () => {
    const started = await bookedWithStandby(5 * 24);
    await moveGame(t.database.db, started.job.id, gameStartingIn(-0.5));
    const late = await withdraw(started.booked.cookie, started.job.id);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('game_started');

    const { team, next, job } = await bookedWithStandby(5 * 24);
    for (const cookie of [team.cookie, next.cookie]) {
      const res = await withdraw(cookie, job.id);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('not_booked_helper');
    }
    expect((await call(t.app, 'POST', `/api/jobs/${job.id}/booking/withdraw`)).statusCode).toBe(401);
    expect((await withdraw(next.cookie, 999_999)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('assigned');
  });
});
