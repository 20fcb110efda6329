import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { jobStartsAt, STANDBY_OFFER_WINDOW_MS } from '@sideline/shared';
import { jobs, standbyOffers } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { createClockedApp, hours, mails, runSweep, shift } from '../../../test/kits/scheduled-test-kit.js';

/** Standby offers with a time-boxed accept (issue 55, decision 0051). */
let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
});
afterAll(() => t.close());

type Helper = Awaited<ReturnType<typeof helperAccount>>;

/**
 * A job five days out with standby offers on (or off), booked to `booked`; `best` applied before
 * `second`, after the application window, so the ranking (first come, decision 25) puts `best` first.
 */
async function bookedWithStandby(standbyOffersOn = true) {
  await clock.setTime(new Date());
  const team = await readyTeam(t.app);
  const [booked, best, second] = [
    await helperAccount(t.app),
    await helperAccount(t.app),
    await helperAccount(t.app),
  ];
  const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(5), standbyOffers: standbyOffersOn });
  const bookedApp = await applyTo(t.app, booked.cookie, job.id);
  const bestApp = await applyTo(t.app, best.cookie, job.id);
  const secondApp = await applyTo(t.app, second.cookie, job.id);
  const res = await call(t.app, 'PUT', `/api/applications/${bookedApp.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(res.statusCode, res.body).toBe(200);
  const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
  return { team, booked, best, second, job, bestApp, secondApp, startsAt };
}

const withdraw = (helper: Helper, jobId: number) =>
  call(t.app, 'POST', `/api/jobs/${jobId}/booking/withdraw`, helper.cookie);
const myOffers = async (helper: Helper) => {
  const res = await call(t.app, 'GET', '/api/users/me/standby-offers', helper.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ id: number; jobId: number; expiresAt: string; status: string }>;
};
const answer = (helper: Helper, offerId: number, how: 'accept' | 'decline') =>
  call(t.app, 'POST', `/api/standby-offers/${offerId}/${how}`, helper.cookie);
const teamView = async (cookie: string, jobId: number) =>
  (await call(t.app, 'GET', `/api/jobs/${jobId}/standby-offers`, cookie)).json();
const jobRow = async (jobId: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!;
const mailsTo = async (email: string, kind: string) => {
  await t.app.mailer.flush();
  return mails(t, email, kind);
};

describe('standby offers', () => {
  it('offers in rank order; a decline goes to the next; a lapse ends the list and the team is told', async () => {
    const { team, booked, best, second, job, startsAt } = await bookedWithStandby();
    expect((await withdraw(booked, job.id)).statusCode).toBe(200);

    // The best ranked applicant is offered the job, with the two-hour deadline (the game is days away).
    const [offer] = await myOffers(best);
    expect(offer).toMatchObject({ jobId: job.id, status: 'open' });
    expect(new Date(offer!.expiresAt).getTime() - clock.now()).toBe(STANDBY_OFFER_WINDOW_MS);
    expect(await myOffers(second)).toEqual([]);
    const withdrawn = await mailsTo(team.user.email, 'booking_withdrawn');
    expect(withdrawn[0]!.textBody).toContain(
      `offered the job to ${best.user.firstName} ${best.user.lastName}`,
    );
    const offered = await mailsTo(best.user.email, 'standby_offer');
    expect(offered[0]!.subject).toContain('accept by');
    expect(offered[0]!.link).toContain(`/jobs/${job.id}`);
    expect(await teamView(team.cookie, job.id)).toMatchObject({
      enabled: true,
      offer: { id: offer!.id, helperName: `${best.user.firstName} ${best.user.lastName}` },
      exhausted: false,
    });
    // The one-tap suggestion steps aside while the offer is out.
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}/restaff`, team.cookie)).json()).toEqual({
      next: null,
    });

    // Only the offered helper answers it.
    const stranger = await answer(second, offer!.id, 'accept');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('not_offered_helper');
    expect((await call(t.app, 'POST', `/api/standby-offers/${offer!.id}/accept`)).statusCode).toBe(401);
    expect((await answer(best, 999_999, 'accept')).json().code).toBe('standby_offer_not_found');

    // A decline moves to the next in rank.
    const declined = await answer(best, offer!.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().status).toBe('declined');
    expect(await myOffers(best)).toEqual([]);
    const [next] = await myOffers(second);
    expect(next).toMatchObject({ jobId: job.id });
    expect((await answer(best, offer!.id, 'accept')).json().code).toBe('standby_offer_closed');

    // The deadline passes on the queue's clock: the sweep lapses it; nobody is left, the team is told.
    await clock.setTime(shift(new Date(next!.expiresAt), 1000));
    await runSweep(t, 'standby-offers');
    const late = await answer(second, next!.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('standby_offer_expired');
    expect(await mailsTo(team.user.email, 'standby_offers_exhausted')).toHaveLength(1);
    expect(await teamView(team.cookie, job.id)).toMatchObject({
      offer: null,
      offeredCount: 2,
      exhausted: true,
    });
    expect((await jobRow(job.id)).status).toBe('open');
    expect(startsAt.getTime()).toBeGreaterThan(clock.now());
  });

  it('an accept past the deadline is refused even before the sweep ran', async () => {
    const { booked, best, job } = await bookedWithStandby();
    await withdraw(booked, job.id);
    const [offer] = await myOffers(best);
    await clock.setTime(new Date(offer!.expiresAt));
    const res = await answer(best, offer!.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('standby_offer_expired');
    expect((await jobRow(job.id)).status).toBe('open');
    // The sweep then moves on to the next in rank.
    await runSweep(t, 'standby-offers');
    const [row] = await t.database.db.select().from(standbyOffers).where(eq(standbyOffers.id, offer!.id));
    expect(row!.status).toBe('expired');
  });

  it('an accept books the helper as the team would; the team is told; a second accept is refused', async () => {
    const { team, booked, best, second, job, bestApp, secondApp } = await bookedWithStandby();
    await withdraw(booked, job.id);
    const [offer] = await myOffers(best);
    const [one, two] = await Promise.all([
      answer(best, offer!.id, 'accept'),
      answer(best, offer!.id, 'accept'),
    ]);
    expect([one!.statusCode, two!.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r!.statusCode === 409)!.json().code).toBe('standby_offer_closed');
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'assigned', helperId: best.helperId });
    const apps = (await call(t.app, 'GET', `/api/applications/team/${team.teamId}`, team.cookie)).json();
    const statusOf = (id: number) => apps.find((a: { id: number }) => a.id === id).status;
    expect([statusOf(bestApp.id), statusOf(secondApp.id)]).toEqual(['accepted', 'rejected']);
    expect(await mailsTo(team.user.email, 'standby_offer_accepted')).toHaveLength(1);
    expect(await mailsTo(best.user.email, 'application_accepted')).toHaveLength(1);
    expect(await myOffers(second)).toEqual([]);
  });

  it('the team booking someone itself, or turning offers off, withdraws the open offer', async () => {
    const { team, booked, best, job, secondApp } = await bookedWithStandby();
    await withdraw(booked, job.id);
    const [offer] = await myOffers(best);
    // Off: withdrawn. On again: offered again (a withdrawn offer does not count against the helper).
    const off = await call(t.app, 'PUT', `/api/jobs/${job.id}/standby-offers`, team.cookie, {
      enabled: false,
    });
    expect(off.json()).toMatchObject({ enabled: false, offer: null });
    expect((await answer(best, offer!.id, 'accept')).json().code).toBe('standby_offer_closed');
    const on = await call(t.app, 'PUT', `/api/jobs/${job.id}/standby-offers`, team.cookie, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, offer: { helperName: expect.any(String) } });
    const [again] = await myOffers(best);
    expect(again!.id).not.toBe(offer!.id);

    const booking = await call(t.app, 'PUT', `/api/applications/${secondApp.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const [row] = await t.database.db.select().from(standbyOffers).where(eq(standbyOffers.id, again!.id));
    expect(row!.status).toBe('withdrawn');
    const late = await answer(best, again!.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('standby_offer_closed');
  });

  it('the team turning away the helper holding the offer moves it to the next at once', async () => {
    const { team, booked, best, second, job, bestApp } = await bookedWithStandby();
    await withdraw(booked, job.id);
    const [offer] = await myOffers(best);
    const rejected = await call(t.app, 'PUT', `/api/applications/${bestApp.id}/status`, team.cookie, {
      status: 'rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [row] = await t.database.db.select().from(standbyOffers).where(eq(standbyOffers.id, offer!.id));
    expect(row!.status).toBe('withdrawn');
    expect((await answer(best, offer!.id, 'accept')).json().code).toBe('standby_offer_closed');
    expect(await myOffers(second)).toEqual([expect.objectContaining({ jobId: job.id, status: 'open' })]);
  });

  it('makes no offer without the opt-in; only the team reads or sets it; bad input is a 400', async () => {
    const { team, booked, best, job } = await bookedWithStandby(false);
    await withdraw(booked, job.id);
    expect(await myOffers(best)).toEqual([]);
    expect(await teamView(team.cookie, job.id)).toMatchObject({ enabled: false, offer: null });
    const withdrawn = await mailsTo(team.user.email, 'booking_withdrawn');
    expect(withdrawn[0]!.textBody).toContain(`Book ${best.user.firstName} ${best.user.lastName}`);
    const put = (cookie: string, body: object) =>
      call(t.app, 'PUT', `/api/jobs/${job.id}/standby-offers`, cookie, body);
    expect((await put(best.cookie, { enabled: true })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}/standby-offers`, best.cookie)).statusCode).toBe(
      403,
    );
    for (const body of [{ enabled: 'yes' }, {}, { enabled: true, extra: 1 }])
      expect((await put(team.cookie, body)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/users/me/standby-offers', team.cookie)).statusCode).toBe(403);
  });
});

describe('the missed-reconfirmation warning', () => {
  async function warned(standbyOffersOn: boolean) {
    const ctx = await bookedWithStandby(standbyOffersOn);
    await clock.setTime(shift(ctx.startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    await clock.setTime(shift(ctx.startsAt, -hours(12)));
    await runSweep(t, 'game-reminders');
    const [mail] = await mailsTo(ctx.team.user.email, 'reconfirm_missing');
    return { ...ctx, mail: mail! };
  }

  it('names the next helper with "Book {name}", whose tap reopens the job and books them', async () => {
    const { team, best, job, bestApp, mail } = await warned(false);
    const name = `${best.user.firstName} ${best.user.lastName}`;
    expect(mail.textBody).toContain(`Next best available: ${name}`);
    expect(mail.htmlBody).toContain(`Book ${name}`);
    expect(mail.link).toContain(`/jobs/${job.id}?book=${bestApp.id}`);
    expect((await jobRow(job.id)).status).toBe('assigned');
    // The page's one tap: the team's reopen, then the accept of that application.
    const restaff = (await call(t.app, 'GET', `/api/jobs/${job.id}/restaff`, team.cookie)).json();
    expect(restaff.next).toMatchObject({ applicationId: bestApp.id, name });
    expect((await call(t.app, 'POST', `/api/jobs/${job.id}/reopen`, team.cookie)).statusCode).toBe(200);
    const accept = await call(t.app, 'PUT', `/api/applications/${bestApp.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(accept.statusCode, accept.body).toBe(200);
  });

  it('with standby offers on, reopens the job and says who was offered it instead', async () => {
    const { booked, best, job, mail } = await warned(true);
    const name = `${best.user.firstName} ${best.user.lastName}`;
    expect(mail.textBody).toContain(`was offered to ${name} instead, until`);
    expect(await myOffers(best)).toHaveLength(1);
    expect((await jobRow(job.id)).status).toBe('open');
    expect(await mailsTo(booked.user.email, 'application_released')).toHaveLength(1);
  });
});
