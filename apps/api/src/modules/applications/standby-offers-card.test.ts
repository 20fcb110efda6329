import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cardHolds, jobs } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, postJob, readyTeam } from '../../../test/marketplace.js';
import { connectHelper, startCardApp, type FakeStripe } from '../../../test/kits/card-test-kit.js';
import { paidHelper } from '../../../test/kits/payments-test-kit.js';

/** A standby helper's accept of a card job is guaranteed on the team's saved card (decision 0051). */
let card: Awaited<ReturnType<typeof startCardApp>>;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  ({ t, fake } = card);
});
afterAll(() => card.close());

describe('a standby offer on a card job', () => {
  it('skips a helper who cannot take cards, and the accept places the guarantee on the saved card', async () => {
    const team = await readyTeam(t.app);
    const [booked, noCards, best] = [await paidHelper(t), await paidHelper(t), await paidHelper(t)];
    await connectHelper(t, booked);
    await connectHelper(t, best);
    const job = await postJob(t.app, team.cookie, {
      jobDate: dayFromToday(5),
      paysByCard: true,
      standbyOffers: true,
    });
    const bookedApp = await applyTo(t.app, booked.cookie, job.id);
    await applyTo(t.app, noCards.cookie, job.id);
    await applyTo(t.app, best.cookie, job.id);
    const setup = await call(t.app, 'POST', `/api/jobs/${job.id}/card-setup`, team.cookie, {
      applicationId: bookedApp.id,
    });
    const seti = setup.json().clientSecret.split('_secret')[0];
    fake.saveCard(seti, '4242424242424242');
    const accepted = await call(t.app, 'PUT', `/api/applications/${bookedApp.id}/status`, team.cookie, {
      status: 'accepted',
      setupIntentId: seti,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [first] = await t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, job.id));

    expect(
      (await call(t.app, 'POST', `/api/jobs/${job.id}/booking/withdraw`, booked.cookie)).statusCode,
    ).toBe(200);
    const none = await call(t.app, 'GET', '/api/users/me/standby-offers', noCards.cookie);
    expect(none.json()).toEqual([]);
    const [offer] = (await call(t.app, 'GET', '/api/users/me/standby-offers', best.cookie)).json();
    expect(offer).toMatchObject({ jobId: job.id });
    const res = await call(t.app, 'POST', `/api/standby-offers/${offer.id}/accept`, best.cookie);
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'assigned', helperId: best.helperId });
    const [hold] = await t.database.db
      .select()
      .from(cardHolds)
      .where(and(eq(cardHolds.jobId, job.id), eq(cardHolds.payeeId, best.user.id)));
    expect(hold).toMatchObject({
      payerId: team.user.id,
      paymentMethodId: first!.paymentMethodId,
      customerId: first!.customerId,
      status: 'scheduled',
    });
  });

  it('lets the team book the next helper in one tap on the card that guaranteed the booking that ended', async () => {
    const team = await readyTeam(t.app);
    const [booked, next] = [await paidHelper(t), await paidHelper(t)];
    await connectHelper(t, booked);
    await connectHelper(t, next);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(5), paysByCard: true });
    const bookedApp = await applyTo(t.app, booked.cookie, job.id);
    const nextApp = await applyTo(t.app, next.cookie, job.id);
    const accept = (id: number, body: object = {}) =>
      call(t.app, 'PUT', `/api/applications/${id}/status`, team.cookie, { status: 'accepted', ...body });
    // A card job's first booking still needs a card saved for it.
    const cardless = await accept(bookedApp.id);
    expect(cardless.statusCode).toBeGreaterThanOrEqual(400);
    const setup = await call(t.app, 'POST', `/api/jobs/${job.id}/card-setup`, team.cookie, {
      applicationId: bookedApp.id,
    });
    const seti = setup.json().clientSecret.split('_secret')[0];
    fake.saveCard(seti, '4242424242424242');
    expect((await accept(bookedApp.id, { setupIntentId: seti })).statusCode).toBe(200);
    const [first] = await t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, job.id));
    expect(
      (await call(t.app, 'POST', `/api/jobs/${job.id}/booking/withdraw`, booked.cookie)).statusCode,
    ).toBe(200);

    const rebooked = await accept(nextApp.id);
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    const [hold] = await t.database.db
      .select()
      .from(cardHolds)
      .where(and(eq(cardHolds.jobId, job.id), eq(cardHolds.payeeId, next.user.id)));
    expect(hold).toMatchObject({
      payerId: team.user.id,
      paymentMethodId: first!.paymentMethodId,
      status: 'scheduled',
    });
  });
});
