import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_HOLD_LEAD_HOURS, PAYMENT_MESSAGES, wallTimeToUtc } from '@sideline/shared';
import { adminAuditLog, cardHolds, jobs, outbox, payments } from '../../../db/schema/index.js';
import { call, type TestApp } from '../../../../test/test-app.js';
import { applyTo, dayFromToday, postJob, readyTeam, TAMPA } from '../../../../test/marketplace.js';
import { accountWithRole } from '../../../../test/kits/admin-test-kit.js';
import { sweepCardHolds } from './card-hold-sweep.js';
import {
  connectHelper,
  deliver,
  signedEvent,
  startCardApp,
  type FakeStripe,
} from '../../../../test/kits/card-test-kit.js';
import { DECLINED_CARD, DECLINED_ON_CHARGE_CARD } from '../../../../test/fakes/fake-stripe.js';
import { paidHelper, type Helper, type Team } from '../../../../test/kits/payments-test-kit.js';

let card: Awaited<ReturnType<typeof startCardApp>>;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  ({ t, fake } = card);
});
afterAll(() => card.close());

const HOUR = 3_600_000;
const setupIdOf = (clientSecret: string) => clientSecret.split('_secret')[0]!;

/** A card job posted by a team, a connected helper's application to it; `days` from today. */
async function cardJobWithApplicant(days = 5, connect = true) {
  const team = await readyTeam(t.app);
  const helper = await paidHelper(t);
  if (connect) await connectHelper(t, helper);
  const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(days), paysByCard: true });
  const application = await applyTo(t.app, helper.cookie, job.id);
  return { team, helper, job, application };
}

/** The team saves a card through the provider (as its browser would) for booking the applicant. */
async function saveCard(team: Team, jobId: number, applicationId?: number, number = '4242424242424242') {
  const res = await call(t.app, 'POST', `/api/jobs/${jobId}/card-setup`, team.cookie, {
    ...(applicationId === undefined ? {} : { applicationId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().publishableKey).toBe('pk_test_fake');
  const id = setupIdOf(res.json().clientSecret);
  fake.saveCard(id, number);
  return id;
}

const accept = (team: Team, applicationId: number, setupIntentId?: string) =>
  call(t.app, 'PUT', `/api/applications/${applicationId}/status`, team.cookie, {
    status: 'accepted',
    ...(setupIntentId ? { setupIntentId } : {}),
  });
const holdOf = async (jobId: number) =>
  (await t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, jobId)))[0]!;
const view = (cookie: string, jobId: number) => call(t.app, 'GET', `/api/jobs/${jobId}/card-hold`, cookie);
const mailsTo = async (email: string, kind: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toEmail, email))).filter((m) => m.kind === kind);

/** A booked card job played today (its hold is due at once) and marked complete. */
async function completedCardJob(number = '4242424242424242') {
  const ctx = await cardJobWithApplicant(0);
  const seti = await saveCard(ctx.team, ctx.job.id, ctx.application.id, number);
  expect((await accept(ctx.team, ctx.application.id, seti)).statusCode).toBe(200);
  return ctx;
}
const complete = async (team: Team, jobId: number) =>
  expect((await call(t.app, 'POST', `/api/jobs/${jobId}/complete`, team.cookie)).statusCode).toBe(200);

describe('booking a card job', () => {
  it('needs a saved card, and a helper who can take cards', async () => {
    const unconnected = await cardJobWithApplicant(5, false);
    const setup = await call(
      t.app,
      'POST',
      `/api/jobs/${unconnected.job.id}/card-setup`,
      unconnected.team.cookie,
      {
        applicationId: unconnected.application.id,
      },
    );
    expect(setup.statusCode).toBe(409);
    expect(setup.json().code).toBe('helper_cannot_take_cards');

    const { team, helper, job, application } = await cardJobWithApplicant();
    const bare = await accept(team, application.id);
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toEqual({ code: 'card_required', message: PAYMENT_MESSAGES.cardRequired });
    expect((await call(t.app, 'POST', `/api/jobs/${job.id}/card-setup`, helper.cookie, {})).statusCode).toBe(
      403,
    );
    // A card the provider refused to save, or one saved by another team, books nobody.
    const declined = await saveCard(team, job.id, application.id, DECLINED_CARD);
    expect((await accept(team, application.id, declined)).json().code).toBe('card_not_saved');
    const other = await cardJobWithApplicant();
    const theirs = await saveCard(other.team, other.job.id, other.application.id);
    expect((await accept(team, application.id, theirs)).json().code).toBe('card_not_saved');
    expect((await accept(team, application.id, 'seti_doesnotexist')).json().code).toBe('card_not_saved');
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('open');
  });

  it('records the guarantee, places the hold within the lead time, once, and shows it to both sides', async () => {
    const { team, helper, job, application } = await cardJobWithApplicant(5);
    const seti = await saveCard(team, job.id, application.id);
    const res = await accept(team, application.id, seti);
    expect(res.statusCode, res.body).toBe(200);
    const hold = await holdOf(job.id);
    const start = wallTimeToUtc(job.jobDate, job.startTime, TAMPA);
    expect(hold).toMatchObject({
      status: 'scheduled',
      payCents: 7500,
      platformFeeCents: 750,
      cardLabel: 'Visa ending 4242',
    });
    expect(hold.holdAt.getTime()).toBe(start.getTime() - CARD_HOLD_LEAD_HOURS * HOUR);

    expect(await sweepCardHolds(t.app, new Date(hold.holdAt.getTime() - 60_000), job.id)).toBe(0);
    expect(await sweepCardHolds(t.app, hold.holdAt, job.id)).toBeGreaterThan(0);
    expect(await sweepCardHolds(t.app, hold.holdAt, job.id)).toBe(0);
    const held = await holdOf(job.id);
    expect(held.status).toBe('held');
    const creates = fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.form['metadata[holdId]'] === String(hold.id),
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]!.form).toMatchObject({
      amount: '8250',
      capture_method: 'manual',
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '750',
      payment_method: hold.paymentMethodId,
      customer: hold.customerId,
    });
    expect(creates[0]!.idempotencyKey).toBe(`hold-${hold.id}-1`);
    expect(fake.intentStatus(held.intentId!)).toBe('requires_capture');

    const seen = await view(helper.cookie, job.id);
    expect(seen.json()).toMatchObject({ status: 'held', amount: 82.5, pay: 75, card: null });
    expect((await view(team.cookie, job.id)).json().card).toBe('Visa ending 4242');
    const stranger = await readyTeam(t.app);
    expect((await view(stranger.cookie, job.id)).statusCode).toBe(403);
  });

  it('turns a job into a card job when the team saves a card at accepting', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(3) });
    expect(job.paysByCard).toBe(false);
    const application = await applyTo(t.app, helper.cookie, job.id);
    const seti = await saveCard(team, job.id, application.id);
    expect((await accept(team, application.id, seti)).statusCode).toBe(200);
    const detail = await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie);
    expect(detail.json().paysByCard).toBe(true);
    expect((await holdOf(job.id)).status).toBe('scheduled');
  });
});

describe('a held card', () => {
  it('is charged 24 hours after completion: the webhook marks the job paid', async () => {
    const { team, job, helper } = await completedCardJob();
    const hold = await holdOf(job.id);
    expect(hold.status).toBe('held');
    // Every other way of paying is refused while the card guarantees the job.
    await complete(team, job.id);
    const venmo = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(venmo.json().code).toBe('card_hold_active');
    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie, {});
    expect(confirm.json().code).toBe('card_hold_active');
    expect(
      (await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id })).json().code,
    ).toBe('card_hold_active');

    expect(await sweepCardHolds(t.app, new Date(Date.now() + 23 * HOUR), job.id)).toBe(0);
    await sweepCardHolds(t.app, new Date(Date.now() + 25 * HOUR), job.id);
    expect((await holdOf(job.id)).status).toBe('captured');
    expect(fake.intentStatus(hold.intentId!)).toBe('succeeded');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(payment).toMatchObject({
      method: 'card',
      status: 'pending',
      providerRef: hold.intentId,
      totalCents: 8250,
    });
    const webhook = await deliver(
      t,
      signedEvent('payment_intent.succeeded', {
        id: hold.intentId,
        object: 'payment_intent',
        payment_method: hold.paymentMethodId,
      }),
    );
    expect(webhook.statusCode).toBe(200);
    const [paid] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(paid!.status).toBe('paid');
    expect(await mailsTo(team.user.email, 'card_receipt')).toHaveLength(1);
  });

  it('is released when the team cancels the booking before its free window', async () => {
    // A game five days out with free cancellation until 12 hours before, its hold placed early.
    const { team, job, application } = await cardJobWithApplicant(5);
    await t.database.db.update(jobs).set({ cancelFreeUntilHours: 12 }).where(eq(jobs.id, job.id));
    const seti = await saveCard(team, job.id, application.id);
    expect((await accept(team, application.id, seti)).statusCode).toBe(200);
    await sweepCardHolds(t.app, (await holdOf(job.id)).holdAt, job.id);
    const hold = await holdOf(job.id);
    expect(hold.status).toBe('held');
    const cancelled = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, {
      reason: 'Rained out',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await holdOf(job.id)).status).toBe('released');
    expect(fake.intentStatus(hold.intentId!)).toBe('canceled');
  });

  it('waits for an admin when the team disputes within 24 hours', async () => {
    const { team, helper, job } = await completedCardJob();
    const early = await call(t.app, 'POST', `/api/jobs/${job.id}/card-hold/dispute`, team.cookie, {
      reason: 'The helper never came.',
    });
    expect(early.json().code).toBe('dispute_window_closed');
    await complete(team, job.id);
    const short = await call(t.app, 'POST', `/api/jobs/${job.id}/card-hold/dispute`, team.cookie, {
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    const byHelper = await call(t.app, 'POST', `/api/jobs/${job.id}/card-hold/dispute`, helper.cookie, {
      reason: 'The helper never came.',
    });
    expect(byHelper.statusCode).toBe(403);
    const disputed = await call(t.app, 'POST', `/api/jobs/${job.id}/card-hold/dispute`, team.cookie, {
      reason: 'The helper never came.',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().status).toBe('disputed');
    expect(await mailsTo(helper.user.email, 'card_hold_disputed')).toHaveLength(1);
    await sweepCardHolds(t.app, new Date(Date.now() + 25 * HOUR), job.id);
    const hold = await holdOf(job.id);
    expect(hold.status).toBe('disputed');

    const resolve = (cookie: string, action: string) =>
      call(t.app, 'POST', `/api/admin/card-holds/${hold.id}/resolve`, cookie, { action });
    expect((await resolve(team.cookie, 'release')).statusCode).toBe(403);
    const admin = await accountWithRole(t.app, t.database, 'admin');
    const queue = await call(t.app, 'GET', '/api/admin/card-holds', admin.cookie);
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        id: hold.id,
        status: 'disputed',
        disputeReason: 'The helper never came.',
        amount: 82.5,
      }),
    );
    expect((await call(t.app, 'GET', '/api/admin/card-holds', team.cookie)).statusCode).toBe(403);
    expect((await resolve(admin.cookie, 'refund')).statusCode).toBe(400);
    const released = await resolve(admin.cookie, 'release');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().status).toBe('released');
    expect(fake.intentStatus(hold.intentId!)).toBe('canceled');
    expect((await resolve(admin.cookie, 'capture')).statusCode).toBe(404);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, hold.id));
    expect(audit.filter((a) => a.targetType === 'card_hold')).toMatchObject([
      { action: 'card_hold.release', before: { status: 'disputed' }, after: { status: 'released' } },
    ]);
  });

  it('can no longer be disputed a day after completion', async () => {
    const { team, job } = await completedCardJob();
    await complete(team, job.id);
    await t.database.db
      .update(jobs)
      .set({ completedAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(jobs.id, job.id));
    const late = await call(t.app, 'POST', `/api/jobs/${job.id}/card-hold/dispute`, team.cookie, {
      reason: 'The helper left early.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('dispute_window_closed');
  });
});

describe('a card job booked after its start', () => {
  it('offers Report a Problem when the hold is still to be placed, and places it first', async () => {
    const ctx = await cardJobWithApplicant(0);
    await t.database.db.update(jobs).set({ startTime: '00:00' }).where(eq(jobs.id, ctx.job.id));
    const seti = await saveCard(ctx.team, ctx.job.id, ctx.application.id);
    fake.setPaymentsDown(true);
    try {
      expect((await accept(ctx.team, ctx.application.id, seti)).statusCode).toBe(200);
      await complete(ctx.team, ctx.job.id);
      const waiting = (await view(ctx.team.cookie, ctx.job.id)).json();
      expect(waiting).toMatchObject({ status: 'scheduled' });
      expect(waiting.captureAt).toEqual(expect.any(String));
      const down = await call(t.app, 'POST', `/api/jobs/${ctx.job.id}/card-hold/dispute`, ctx.team.cookie, {
        reason: 'The helper left at half time.',
      });
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('card_provider_unavailable');
      expect((await holdOf(ctx.job.id)).status).toBe('scheduled');
    } finally {
      fake.setPaymentsDown(false);
    }
    const disputed = await call(t.app, 'POST', `/api/jobs/${ctx.job.id}/card-hold/dispute`, ctx.team.cookie, {
      reason: 'The helper left at half time.',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const hold = await holdOf(ctx.job.id);
    expect(hold).toMatchObject({ status: 'disputed', disputeReason: 'The helper left at half time.' });
    expect(fake.intentStatus(hold.intentId!)).toBe('requires_capture');
    await sweepCardHolds(t.app, new Date(Date.now() + 25 * HOUR), ctx.job.id);
    expect((await holdOf(ctx.job.id)).status).toBe('disputed');
  });

  it('says a declined card charges nothing instead of taking a dispute', async () => {
    const ctx = await cardJobWithApplicant(0);
    const seti = await saveCard(ctx.team, ctx.job.id, ctx.application.id, DECLINED_ON_CHARGE_CARD);
    fake.setPaymentsDown(true);
    try {
      expect((await accept(ctx.team, ctx.application.id, seti)).statusCode).toBe(200);
    } finally {
      fake.setPaymentsDown(false);
    }
    await complete(ctx.team, ctx.job.id);
    const declined = await call(t.app, 'POST', `/api/jobs/${ctx.job.id}/card-hold/dispute`, ctx.team.cookie, {
      reason: 'The helper left at half time.',
    });
    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toMatchObject({
      code: 'card_hold_declined',
      message: PAYMENT_MESSAGES.disputeDeclined,
    });
    expect((await holdOf(ctx.job.id)).status).toBe('failed');
  });
});

describe('a declined hold', () => {
  it('tells both sides at once, and a new card from the team places it', async () => {
    const { team, helper, job } = await completedCardJob(DECLINED_ON_CHARGE_CARD);
    const failed = await view(team.cookie, job.id);
    expect(failed.json()).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await mailsTo(team.user.email, 'card_hold_failed')).toHaveLength(1);
    expect(await mailsTo(helper.user.email, 'card_hold_failed')).toHaveLength(1);
    expect((await view(helper.cookie, job.id)).json().status).toBe('failed');

    const stranger = await readyTeam(t.app);
    expect(
      (await call(t.app, 'POST', `/api/jobs/${job.id}/card-setup`, stranger.cookie, {})).statusCode,
    ).toBe(403);
    const seti = await saveCard(team, job.id);
    const fixed = await call(t.app, 'PUT', `/api/jobs/${job.id}/card-hold`, team.cookie, {
      setupIntentId: seti,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ status: 'held', failureMessage: null });
    expect((await holdOf(job.id)).attempt).toBe(2);
    expect(await mailsTo(helper.user.email, 'card_hold_placed')).toHaveLength(1);
    const again = await call(t.app, 'PUT', `/api/jobs/${job.id}/card-hold`, team.cookie, {
      setupIntentId: seti,
    });
    expect(again.json().code).toBe('card_hold_not_fixable');
  });
});

describe('bad input', () => {
  it('answers 4xx for malformed saved cards and unknown jobs', async () => {
    const team: Team = await readyTeam(t.app);
    const helper: Helper = await paidHelper(t);
    expect(helper.user.id).toBeGreaterThan(0);
    expect((await call(t.app, 'POST', '/api/jobs/999999/card-setup', team.cookie, {})).statusCode).toBe(404);
    expect((await view(team.cookie, 999999)).statusCode).toBe(404);
    const job = await postJob(t.app, team.cookie);
    expect(
      (await call(t.app, 'PUT', `/api/jobs/${job.id}/card-hold`, team.cookie, { setupIntentId: 'pi_x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'PUT', `/api/applications/1/status`, team.cookie, {
          status: 'accepted',
          setupIntentId: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'POST', `/api/jobs/${job.id}/card-setup`, team.cookie, {})).json().code).toBe(
      'card_hold_not_found',
    );
  });
});
