import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '@sideline/shared';
import { credits, helperProfiles, payments, stripeAccounts } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { cardSucceeds, openCheckout, startCardApp } from '../../../test/kits/card-test-kit.js';
import { completedJob, giveFreeGames } from '../../../test/kits/payments-test-kit.js';
import { job, listAbout, person, review, stateOf } from '../../../test/kits/review-test-kit.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';

let card: Awaited<ReturnType<typeof startCardApp>>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof accountWithRole>>;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  t = card.t;
  admin = await accountWithRole(t.app, t.database, 'admin');
});
afterAll(() => card.close());

const get = (url: string) => call(t.app, 'GET', url, admin.cookie);
const post = (url: string, body?: object) => call(t.app, 'POST', url, admin.cookie, body);
type Entry = {
  action: string;
  targetType: string;
  targetId: number;
  actorId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: string;
};
const auditFor = async (targetType: string, targetId: number) =>
  ((await get('/api/admin/audit-log?limit=100')).json() as Entry[]).filter(
    (e) => e.targetType === targetType && e.targetId === targetId,
  );
const queue = async (view: string) => {
  const res = await get(`/api/admin/payments?view=${view}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: number }[]).map((p) => p.id),
    total: Number(res.headers['x-total-count']),
  };
};

/** A Venmo payment the team reported and the helper answered "Not received". */
async function disputedPayment() {
  const { team, helper, job: j } = await completedJob(t);
  const reported = await call(t.app, 'POST', `/api/jobs/${j.id}/payment-report`, team.cookie, {
    method: 'venmo',
  });
  expect(reported.statusCode, reported.body).toBe(200);
  const disputed = await call(t.app, 'POST', `/api/jobs/${j.id}/payment-dispute`, helper.cookie);
  expect(disputed.statusCode, disputed.body).toBe(200);
  return { team, helper, job: j, paymentId: disputed.json().id as number };
}

/**
 * A job paid by card with a free game, whose pay-out the provider refused (an account it does not
 * know): the platform owes the helper its pay.
 */
async function creditPaidGame() {
  const { team, helper, job: j } = await completedJob(t);
  await t.database.db
    .insert(stripeAccounts)
    .values({ userId: helper.user.id, accountId: `acct_gone${j.id}`, chargesEnabled: true });
  await giveFreeGames(t, team.user.id);
  const opened = await openCheckout(t, team, j.id, true);
  expect(opened.statusCode, opened.body).toBe(200);
  expect((await cardSucceeds(t, j.id)).statusCode).toBe(200);
  const [paid] = await t.database.db.select().from(payments).where(eq(payments.jobId, j.id));
  expect(paid).toMatchObject({ status: 'completed', platformOwesCents: Math.round(j.totalPay * 100) });
  return { team, helper, job: j, paymentId: paid!.id };
}

describe('resolving a disputed payment', () => {
  it('lists the dispute, resolves it once with a note, moves it to resolved and audits before/after', async () => {
    const { paymentId, helper } = await disputedPayment();
    expect((await queue('disputed')).ids).toContain(paymentId);

    const res = await post(`/api/admin/payments/${paymentId}/resolve-dispute`, {
      note: 'Team sent the Venmo receipt.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: paymentId,
      disputed: false,
      disputeResolution: 'Team sent the Venmo receipt.',
    });
    expect(res.json().disputeResolvedAt).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ disputed: false, disputeResolvedBy: admin.user.id, status: 'pending' });

    expect((await queue('disputed')).ids).not.toContain(paymentId);
    expect((await queue('resolved')).ids).toContain(paymentId);
    const [entry, ...more] = await auditFor('payment', paymentId);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'payment.resolve_dispute',
      actorId: admin.user.id,
      before: { disputed: true, disputeResolvedAt: null },
      after: { disputed: false, disputeResolution: 'Team sent the Venmo receipt.' },
    });

    const again = await post(`/api/admin/payments/${paymentId}/resolve-dispute`, { note: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_disputed', message: MODERATION_MESSAGES.notDisputed });
    expect(await auditFor('payment', paymentId)).toHaveLength(1);

    // The helper can still confirm afterwards: the payment is a plain pending report again.
    const confirmed = await call(
      t.app,
      'POST',
      `/api/jobs/${res.json().jobId}/payment-confirmation`,
      helper.cookie,
      {},
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('refuses a blank note (400), an unknown payment (404) and a payment with no dispute (409)', async () => {
    const { paymentId } = await disputedPayment();
    const blank = await post(`/api/admin/payments/${paymentId}/resolve-dispute`, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(MODERATION_MESSAGES.noteRequired);
    const missing = await post('/api/admin/payments/999999/resolve-dispute', { note: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('payment_not_found');
    const { paymentId: owedId } = await creditPaidGame();
    const none = await post(`/api/admin/payments/${owedId}/resolve-dispute`, { note: 'x' });
    expect(none.statusCode).toBe(409);
  });
});

describe('settling what the platform owes a helper', () => {
  it('lists the amount, settles it once, moves it to settled, audits, and the programs card follows', async () => {
    const before = (await get('/api/admin/programs')).json();
    const { paymentId, job: j } = await creditPaidGame();
    const owed = (await get('/api/admin/programs')).json();
    expect(owed.owedToHelpers).toBeCloseTo(before.owedToHelpers + j.totalPay, 2);
    expect(owed.owedPayments).toBe(before.owedPayments + 1);
    expect(owed.creditsSpent).toBe(before.creditsSpent + 1);
    expect((await queue('owed')).ids).toContain(paymentId);

    const res = await post(`/api/admin/payments/${paymentId}/settle-owed`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: paymentId, method: 'card', platformOwes: j.totalPay });
    expect(res.json().owedSettledAt).toEqual(expect.any(String));
    expect((await queue('owed')).ids).not.toContain(paymentId);
    expect((await queue('settled')).ids).toContain(paymentId);

    const after = (await get('/api/admin/programs')).json();
    expect(after.owedToHelpers).toBeCloseTo(before.owedToHelpers, 2);
    expect(after.settledToHelpers).toBeCloseTo(before.settledToHelpers + j.totalPay, 2);
    const [entry] = await auditFor('payment', paymentId);
    expect(entry).toMatchObject({
      action: 'payment.settle_owed',
      before: { owedSettledAt: null },
      after: { owedSettledAt: expect.any(String) },
    });

    const again = await post(`/api/admin/payments/${paymentId}/settle-owed`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_settled');
  });

  it('refuses a payment the platform owes nothing on', async () => {
    const { paymentId } = await disputedPayment();
    const res = await post(`/api/admin/payments/${paymentId}/settle-owed`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'nothing_owed', message: MODERATION_MESSAGES.nothingOwed });
  });

  it('pages a queue by cursor without gaps or repeats', async () => {
    for (let i = 0; i < 3; i++) await creditPaidGame();
    const all = (await queue('owed')).ids;
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 50; n++) {
      const res = await get(`/api/admin/payments?view=owed&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...(res.json() as { id: number }[]).map((p) => p.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(all);
  });
});

describe('hiding a review', () => {
  it('takes it out of the public list and the rating, tells its author why, and audits it', async () => {
    const team = await person(t, 'team');
    const helper = await person(t, 'helper');
    const j = await job(t, team, helper);
    expect((await review(t, team, j, helper, 1, { comment: 'Rude words here.' })).statusCode).toBe(201);
    expect((await review(t, helper, j, team, 5)).statusCode).toBe(201);
    const about = async () => (await listAbout(t, helper.id)).json() as { id: number }[];
    const [published] = await about();
    expect(published).toBeDefined();
    const rating = async () =>
      (await t.database.db.select().from(helperProfiles).where(eq(helperProfiles.userId, helper.id)))[0]!;
    expect(await rating()).toMatchObject({ avgRating: 1, totalReviews: 1 });

    const reason = 'Personal insults are against the review rules.';
    const res = await post(`/api/admin/reviews/${published!.id}/hide`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: published!.id,
      hiddenReason: reason,
      hiddenAt: expect.any(String),
    });

    expect(await about()).toHaveLength(0);
    expect(await rating()).toMatchObject({ avgRating: 0, totalReviews: 0 });
    const author = (await stateOf(t, j, team)).json();
    expect(author.myReview).toMatchObject({ hidden: true, hiddenReason: reason });
    const subject = (await stateOf(t, j, helper)).json();
    expect(subject.theirReview).toBeNull();
    expect(subject.theirReviewPending).toBe(false);
    // The reviewee cannot answer a review nobody can see.
    const reply = await call(t.app, 'POST', `/api/reviews/${published!.id}/reply`, helper.cookie, {
      reply: 'Hm.',
    });
    expect(reply.statusCode).toBe(409);

    const [entry] = await auditFor('review', published!.id);
    expect(entry).toMatchObject({
      action: 'review.hide',
      actorId: admin.user.id,
      before: { hiddenAt: null, hiddenReason: null, published: true },
      after: { hiddenReason: reason },
    });
    const again = await post(`/api/admin/reviews/${published!.id}/hide`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review_already_hidden');

    // The drawer shows it to staff, hidden, among both users' reviews.
    const drawer = (await get(`/api/admin/users/${helper.id}`)).json();
    expect(drawer.reviews).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: published!.id, hiddenReason: reason })]),
    );
    expect(drawer.reviews).toHaveLength(2);
  });

  it('refuses a missing reason (400) and an unknown review (404)', async () => {
    expect((await post('/api/admin/reviews/1/hide', {})).statusCode).toBe(400);
    const missing = await post('/api/admin/reviews/999999/hide', { reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('review_not_found');
  });
});

describe('the detail drawer and the programs card', () => {
  it("shows a user's payments as payer and as payee", async () => {
    const { team, helper, paymentId } = await disputedPayment();
    for (const id of [team.user.id, helper.user.id]) {
      const drawer = (await get(`/api/admin/users/${id}`)).json();
      expect(drawer.payments.map((p: { id: number }) => p.id)).toContain(paymentId);
    }
  });

  it('counts credits by reason from the ledger and platform fees of completed card payments', async () => {
    const before = (await get('/api/admin/programs')).json();
    const { team, job: j } = await completedJob(t);
    const now = new Date();
    await t.database.db.insert(payments).values({
      jobId: j.id,
      payerId: team.user.id,
      payeeId: team.user.id + 0,
      method: 'card',
      payCents: 10000,
      platformFeeCents: 1000,
      totalCents: 11000,
      status: 'completed',
      completedAt: now,
    });
    await t.database.db.insert(credits).values({
      userId: team.user.id,
      reason: 'referral_referrer',
      delta: 1,
      grantKey: `admin-test:ref:${j.id}`,
    });
    const after = (await get('/api/admin/programs')).json();
    expect(after.platformFeesTotal).toBeCloseTo(before.platformFeesTotal + 10, 2);
    expect(after.platformFeesThisMonth).toBeCloseTo(before.platformFeesThisMonth + 10, 2);
    const earned = (p: { creditsEarned: { reason: string; count: number }[] }, reason: string) =>
      p.creditsEarned.find((c) => c.reason === reason)?.count ?? 0;
    expect(earned(after, 'referral_referrer')).toBe(earned(before, 'referral_referrer') + 1);
  });
});
