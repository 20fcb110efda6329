import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cardHolds, jobs, outbox, payments } from '../../../db/schema/index.js';
import { call, type TestApp } from '../../../../test/test-app.js';
import { applyTo, gameStartingIn, postJob, readyTeam } from '../../../../test/marketplace.js';
import {
  connectHelper,
  deliver,
  signedEvent,
  startCardApp,
  type FakeStripe,
} from '../../../../test/kits/card-test-kit.js';
import { paidHelper } from '../../../../test/kits/payments-test-kit.js';
import { sweepCardHolds } from './card-hold-sweep.js';
import { DECLINED_ON_CHARGE_CARD } from '../../../../test/fakes/fake-stripe.js';

let card: Awaited<ReturnType<typeof startCardApp>>;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  ({ t, fake } = card);
});
afterAll(() => card.close());

/** A card job booked with a saved card: a two-hour game `hours` from now (venue time), $30/h: $60. */
async function bookedCardJob(hours: number, cardNumber?: string) {
  const team = await readyTeam(t.app);
  const helper = await paidHelper(t);
  await connectHelper(t, helper);
  const job = await postJob(t.app, team.cookie, { ...gameStartingIn(hours), paysByCard: true });
  const application = await applyTo(t.app, helper.cookie, job.id);
  const setup = await call(t.app, 'POST', `/api/jobs/${job.id}/card-setup`, team.cookie, {
    applicationId: application.id,
  });
  const setupIntentId = (setup.json().clientSecret as string).split('_secret')[0]!;
  fake.saveCard(setupIntentId, cardNumber);
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
    setupIntentId,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { team, helper, job };
}
const holdOf = async (jobId: number) =>
  (await t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, jobId)))[0]!;
const paymentsOf = (jobId: number) => t.database.db.select().from(payments).where(eq(payments.jobId, jobId));
const captureOf = (intentId: string) =>
  fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}/capture`);

describe('a late cancellation of a card job', () => {
  it('captures only the fee (and the platform fee on it) from the held card', async () => {
    const { team, helper, job } = await bookedCardJob(5);
    await sweepCardHolds(t.app, new Date(), job.id);
    const held = await holdOf(job.id);
    expect(held.status).toBe('held');

    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, {
      reason: 'schedule_change',
    });
    expect(res.statusCode, res.body).toBe(200);
    // 50% of $60 is $30; the platform's 10% on it is $3.
    expect(res.json().cancellationFee).toEqual({ kind: 'late_cancel', percent: 50, amount: 30 });
    expect(captureOf(held.intentId!)?.form).toMatchObject({
      amount_to_capture: '3300',
      application_fee_amount: '300',
    });
    expect(fake.intentStatus(held.intentId!)).toBe('succeeded');
    expect((await holdOf(job.id)).status).toBe('captured');
    const [payment] = await paymentsOf(job.id);
    expect(payment).toMatchObject({
      method: 'card',
      payCents: 3000,
      platformFeeCents: 300,
      totalCents: 3300,
    });
    expect(payment!.status).toBe('pending');
    // Charged by card: nothing is due by hand, and no other way of paying may race it.
    expect((await call(t.app, 'GET', '/api/payments/due', team.cookie)).json()).toEqual([]);
    const report = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(report.statusCode).toBe(409);

    // The provider's webhook settles it; the job stays cancelled and earns no loyalty.
    const settled = await deliver(
      t,
      signedEvent('payment_intent.succeeded', {
        id: held.intentId,
        object: 'payment_intent',
        status: 'succeeded',
        amount: 3300,
        payment_method: null,
      }),
    );
    expect(settled.statusCode).toBe(200);
    expect((await paymentsOf(job.id))[0]!.status).toBe('completed');
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('cancelled');
    const helperList = (await call(t.app, 'GET', '/api/payments', helper.cookie)).json();
    expect(helperList).toEqual([expect.objectContaining({ jobId: job.id, amount: 30, status: 'completed' })]);
  });

  it('a guarantee not held yet: the fee alone is held and captured on the saved card', async () => {
    const { team, job } = await bookedCardJob(5 * 24);
    // The game moved up to today while its hold still waited for its time (days out).
    await t.database.db.update(jobs).set(gameStartingIn(5)).where(eq(jobs.id, job.id));
    expect((await holdOf(job.id)).status).toBe('scheduled');
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, { reason: 'weather' });
    expect(res.json().cancellationFee).toMatchObject({ kind: 'late_cancel', amount: 30 });
    const hold = await holdOf(job.id);
    expect(hold.status).toBe('captured');
    const created = fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.form['metadata[holdId]'] === String(hold.id),
    );
    expect(created.map((r) => r.form.amount)).toEqual(['3300']);
    expect(captureOf(hold.intentId!)?.form.amount_to_capture).toBe('3300');
    expect(await paymentsOf(job.id)).toEqual([
      expect.objectContaining({ payCents: 3000, status: 'pending' }),
    ]);
  });

  it('a card that refuses the fee: both sides hear at once, and the fee is due by hand', async () => {
    const { team, helper, job } = await bookedCardJob(5 * 24, DECLINED_ON_CHARGE_CARD);
    await t.database.db.update(jobs).set(gameStartingIn(5)).where(eq(jobs.id, job.id));
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, { reason: 'weather' });
    expect(res.json().cancellationFee).toMatchObject({ kind: 'late_cancel', amount: 30 });
    expect((await holdOf(job.id)).status).toBe('failed');
    const mails = async (email: string) =>
      (await t.database.db.select().from(outbox).where(eq(outbox.toEmail, email))).filter(
        (m) => m.kind === 'card_hold_failed',
      );
    expect((await mails(team.user.email)).map((m) => m.subject)).toEqual([
      'Action needed: your card was declined for a cancellation fee',
    ]);
    expect(await mails(helper.user.email)).toHaveLength(1);
    // The sweep then ends the guarantee; the fee is owed like a Venmo or PayPal payment.
    await sweepCardHolds(t.app, new Date(), job.id);
    expect((await holdOf(job.id)).status).toBe('released');
    const due = (await call(t.app, 'GET', '/api/payments/due', team.cookie)).json();
    expect(due).toEqual(
      expect.arrayContaining([expect.objectContaining({ jobId: job.id, kind: 'late_cancel' })]),
    );
  });

  it('cancelled early, the hold is released and nothing is charged', async () => {
    const { team, job } = await bookedCardJob(5 * 24);
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, { reason: 'other' });
    expect(res.json().cancellationFee).toBeNull();
    expect((await holdOf(job.id)).status).toBe('released');
    expect(await paymentsOf(job.id)).toEqual([]);
  });
});
