import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CARD_HOLD_LEAD_HOURS, wallTimeToUtc } from '@sideline/shared';
import { cardHolds } from '../../../db/schema/index.js';
import { call, type TestApp } from '../../../../test/test-app.js';
import { applyTo, dayFromToday, postJob, readyTeam, TAMPA } from '../../../../test/marketplace.js';
import { connectHelper, startCardApp, type FakeStripe } from '../../../../test/kits/card-test-kit.js';
import { paidHelper } from '../../../../test/kits/payments-test-kit.js';

/** Decision 0045: a rescheduled card job's guarantee follows the game to its new time. */
let card: Awaited<ReturnType<typeof startCardApp>>;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  ({ t, fake } = card);
});
afterAll(() => card.close());

const HOUR = 3_600_000;

/** A card job `days` away, booked with a saved card (a game within 48 hours is held at once). */
async function bookedCardJob(days: number) {
  const team = await readyTeam(t.app);
  const helper = await paidHelper(t);
  await connectHelper(t, helper);
  const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(days), paysByCard: true });
  const application = await applyTo(t.app, helper.cookie, job.id);
  const setup = await call(t.app, 'POST', `/api/jobs/${job.id}/card-setup`, team.cookie, {
    applicationId: application.id,
  });
  const setupIntentId = setup.json().clientSecret.split('_secret')[0]!;
  fake.saveCard(setupIntentId, '4242424242424242');
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
    setupIntentId,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { team, helper, job };
}

async function moveTo(ctx: Awaited<ReturnType<typeof bookedCardJob>>, days: number, answer = 'accept') {
  const body = { jobDate: dayFromToday(days), startTime: '09:00', endTime: '11:30' };
  const asked = await call(t.app, 'POST', `/api/jobs/${ctx.job.id}/reschedule`, ctx.team.cookie, body);
  expect(asked.statusCode, asked.body).toBe(200);
  const res = await call(t.app, 'POST', `/api/jobs/${ctx.job.id}/reschedule/${answer}`, ctx.helper.cookie);
  expect(res.statusCode, res.body).toBe(200);
  // The provider hears in the queue's follow-up, after the answer (job-reschedule-follow-up.ts).
  await t.app.queue.drain();
  return body;
}

const holdsOf = (jobId: number) =>
  t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, jobId)).orderBy(asc(cardHolds.id));
const leadBefore = (jobDate: string) =>
  wallTimeToUtc(jobDate, '09:00', TAMPA).getTime() - CARD_HOLD_LEAD_HOURS * HOUR;

describe("a rescheduled card job's guarantee", () => {
  it('not yet placed: takes the new hold time', async () => {
    const ctx = await bookedCardJob(5);
    const moved = await moveTo(ctx, 8);
    const [hold] = await holdsOf(ctx.job.id);
    expect(hold).toMatchObject({ status: 'scheduled', payCents: 7500 });
    expect(hold!.holdAt.getTime()).toBe(leadBefore(moved.jobDate));
  });

  it('placed, and still good past the new game: kept as it is', async () => {
    const ctx = await bookedCardJob(1);
    const [placed] = await holdsOf(ctx.job.id);
    expect(placed).toMatchObject({ status: 'held' });
    await moveTo(ctx, 3);
    const holds = await holdsOf(ctx.job.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ status: 'held', intentId: placed!.intentId });
    expect(fake.intentStatus(placed!.intentId!)).toBe('requires_capture');
  });

  it('placed, but the provider would drop it before the new game is charged: released and scheduled again', async () => {
    const ctx = await bookedCardJob(1);
    const [placed] = await holdsOf(ctx.job.id);
    const moved = await moveTo(ctx, 10);
    const [old, renewed] = await holdsOf(ctx.job.id);
    expect(old).toMatchObject({ id: placed!.id, status: 'released' });
    expect(fake.intentStatus(placed!.intentId!)).toBe('canceled');
    expect(renewed).toMatchObject({
      status: 'scheduled',
      intentId: null,
      paymentMethodId: placed!.paymentMethodId,
      payCents: placed!.payCents,
    });
    expect(renewed!.holdAt.getTime()).toBe(leadBefore(moved.jobDate));
  });

  it('answers the helper before the provider is told: the replaced hold is cancelled in the follow-up', async () => {
    const ctx = await bookedCardJob(1);
    const [placed] = await holdsOf(ctx.job.id);
    const body = { jobDate: dayFromToday(10), startTime: '09:00', endTime: '11:30' };
    expect(
      (await call(t.app, 'POST', `/api/jobs/${ctx.job.id}/reschedule`, ctx.team.cookie, body)).statusCode,
    ).toBe(200);
    const providerCalls = fake.requests.length;
    const res = await call(t.app, 'POST', `/api/jobs/${ctx.job.id}/reschedule/accept`, ctx.helper.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'assigned', jobDate: body.jobDate, reschedule: null });
    // Answered with the provider not yet asked: the old hold can no longer be charged all the same.
    expect(fake.requests.length).toBe(providerCalls);
    const [old] = await holdsOf(ctx.job.id);
    expect(old).toMatchObject({ id: placed!.id, status: 'released' });
    expect(fake.intentStatus(placed!.intentId!)).toBe('requires_capture');
    await t.app.queue.drain();
    expect(fake.intentStatus(placed!.intentId!)).toBe('canceled');
  });

  it('ends with the booking when the helper declines the new time', async () => {
    const ctx = await bookedCardJob(1);
    const [placed] = await holdsOf(ctx.job.id);
    await moveTo(ctx, 3, 'decline');
    const holds = await holdsOf(ctx.job.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ status: 'released' });
    expect(fake.intentStatus(placed!.intentId!)).toBe('canceled');
  });
});
