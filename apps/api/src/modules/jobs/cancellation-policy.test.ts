import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_POLICY_DEFAULTS,
  type CancellationPolicy,
} from '@sideline/shared';
import { jobs, lateCancellations, messages, payments } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  dayFromToday,
  gameStartingIn,
  moveGame,
  jobBody,
  postJob,
  readyTeam,
} from '../../../test/marketplace.js';
import { paidHelper, type Team } from '../../../test/kits/payments-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const startingIn = (hours: number) => gameStartingIn(hours);

/** A Venmo job booked through the API, at `times` (venue time). */
async function bookedJob(times: ReturnType<typeof startingIn>, policy?: CancellationPolicy) {
  const team = await readyTeam(t.app);
  const helper = await paidHelper(t);
  const job = await postJob(t.app, team.cookie, {
    ...times,
    ...(policy ? { cancellationPolicy: policy } : {}),
  });
  const application = await applyTo(t.app, helper.cookie, job.id);
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { team, helper, job };
}
const cancel = (team: Team, jobId: number, body?: object) =>
  call(t.app, 'POST', `/api/jobs/${jobId}/cancel`, team.cookie, body);
const rowOf = async (jobId: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!;
const noticeFor = async (jobId: number) =>
  (await t.database.db.select().from(messages).where(eq(messages.jobId, jobId))).map((m) => m.content);

describe('the cancellation policy on a job', () => {
  it('defaults to free until 24 hours, 50% late, 50% show-up, in every viewer’s job JSON', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    expect(job.cancellationPolicy).toEqual(CANCELLATION_POLICY_DEFAULTS);
    const signedOut = (await call(t.app, 'GET', `/api/jobs/${job.id}`)).json();
    expect(signedOut.cancellationPolicy).toEqual({
      freeUntilHours: 24,
      lateCancelPercent: 50,
      showUpPercent: 50,
    });
    expect(signedOut.cancellationFee).toBeNull();
  });

  it('takes the team’s own terms within the limits, and an edit may change them', async () => {
    const team = await readyTeam(t.app);
    const policy = { freeUntilHours: 48, lateCancelPercent: 75, showUpPercent: 100 };
    const job = await postJob(t.app, team.cookie, { cancellationPolicy: policy });
    expect(job.cancellationPolicy).toEqual(policy);
    const edited = await call(
      t.app,
      'PUT',
      `/api/jobs/${job.id}`,
      team.cookie,
      jobBody({
        cancellationPolicy: { freeUntilHours: 12, lateCancelPercent: 50, showUpPercent: 60 },
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().cancellationPolicy).toEqual({
      freeUntilHours: 12,
      lateCancelPercent: 50,
      showUpPercent: 60,
    });
    // Left out, an edit keeps the job's terms.
    const kept = await call(t.app, 'PUT', `/api/jobs/${job.id}`, team.cookie, jobBody());
    expect(kept.json().cancellationPolicy).toEqual({
      freeUntilHours: 12,
      lateCancelPercent: 50,
      showUpPercent: 60,
    });
  });

  it('stays as it is once a helper has applied under it; the rest of the job can still change', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    const job = await postJob(t.app, team.cookie);
    const application = await applyTo(t.app, helper.cookie, job.id);
    const edit = (overrides: object) =>
      call(t.app, 'PUT', `/api/jobs/${job.id}`, team.cookie, jobBody(overrides));
    const harsher = { freeUntilHours: 12, lateCancelPercent: 50, showUpPercent: 50 };

    const refused = await edit({ cancellationPolicy: harsher });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'cancellation_policy_locked' });
    // Nothing of that edit landed, its title neither.
    expect((await rowOf(job.id)).cancelFreeUntilHours).toBe(24);

    // The same terms, or none, with a new title: allowed.
    const sameTerms = await edit({
      title: 'Scorekeeper, doubleheader moved',
      cancellationPolicy: CANCELLATION_POLICY_DEFAULTS,
    });
    expect(sameTerms.statusCode, sameTerms.body).toBe(200);
    expect((await edit({ title: 'Scorekeeper, doubleheader again' })).statusCode).toBe(200);

    // Once no helper is waiting on an answer (the application withdrawn), the terms may change.
    const withdrawn = await call(
      t.app,
      'POST',
      `/api/applications/${application.id}/withdraw`,
      helper.cookie,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(300);
    const changed = await edit({ cancellationPolicy: harsher });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().cancellationPolicy).toEqual(harsher);
  });

  it('refuses terms out of the limits with a 400 naming them', async () => {
    const team = await readyTeam(t.app);
    const cases = [
      [{ freeUntilHours: 6, lateCancelPercent: 50, showUpPercent: 50 }, CANCELLATION_MESSAGES.freeUntilHours],
      [
        { freeUntilHours: 72, lateCancelPercent: 50, showUpPercent: 50 },
        CANCELLATION_MESSAGES.freeUntilHours,
      ],
      // The floors: once free cancellation has ended, the helper is owed at least half the pay.
      [
        { freeUntilHours: 12, lateCancelPercent: 0, showUpPercent: 25 },
        CANCELLATION_MESSAGES.lateCancelPercent,
      ],
      [{ freeUntilHours: 24, lateCancelPercent: 50, showUpPercent: 40 }, CANCELLATION_MESSAGES.showUpPercent],
      [
        { freeUntilHours: 24, lateCancelPercent: 50, showUpPercent: 150 },
        CANCELLATION_MESSAGES.showUpPercent,
      ],
      [
        { freeUntilHours: 24, lateCancelPercent: 50, showUpPercent: 62.5 },
        CANCELLATION_MESSAGES.showUpPercent,
      ],
      [
        { freeUntilHours: 24, lateCancelPercent: 80, showUpPercent: 60 },
        CANCELLATION_MESSAGES.showUpBelowLate,
      ],
    ] as const;
    for (const [policy, message] of cases) {
      const res = await call(
        t.app,
        'POST',
        '/api/jobs',
        team.cookie,
        jobBody({ cancellationPolicy: policy }),
      );
      expect(res.statusCode, JSON.stringify(policy)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const text = await call(t.app, 'POST', '/api/jobs', team.cookie, {
      ...jobBody(),
      cancellationPolicy: 'lenient',
    });
    expect(text.statusCode).toBe(400);
  });
});

describe('cancelling', () => {
  it('an open job cancels free, whatever the reason; the old free-text body still works', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(0) });
    const res = await cancel(team, job.id, { reason: 'Field closed for repairs' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReasonKind: 'other',
      cancelReason: 'Field closed for repairs',
      cancellationFee: null,
    });
    const bare = await postJob(t.app, team.cookie);
    expect((await cancel(team, bare.id, {})).json()).toMatchObject({
      status: 'cancelled',
      cancelReasonKind: 'other',
    });
  });

  it('a booked job cancelled early is free; the helper is told the reason', async () => {
    const { team, job } = await bookedJob(startingIn(5 * 24));
    const res = await cancel(team, job.id, { reason: 'schedule_change', note: 'Tournament moved' });
    expect(res.json()).toMatchObject({
      cancelReasonKind: 'schedule_change',
      cancelReason: 'Tournament moved',
    });
    expect(res.json().cancellationFee).toBeNull();
    expect((await rowOf(job.id)).cancellationFeeCents).toBe(0);
    expect(await noticeFor(job.id)).toEqual([
      expect.stringContaining('Reason: Schedule change (Tournament moved).'),
    ]);
  });

  it('refuses an unknown body shape with a 400, never a 500', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    for (const body of [
      { reason: 5 },
      { reason: 'weather', helperArrived: 'yes' },
      { note: 'x'.repeat(501) },
    ]) {
      expect((await cancel(team, job.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('late: the fee is due on a Venmo job, reported by the team and confirmed by the helper', async () => {
    const { team, helper, job } = await bookedJob(startingIn(5), {
      freeUntilHours: 24,
      lateCancelPercent: 60,
      showUpPercent: 75,
    });
    // 2 hours at $30: $60, 60% of which is $36.
    const res = await cancel(team, job.id, { reason: 'weather' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancellationFee).toEqual({ kind: 'late_cancel', percent: 60, amount: 36 });
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`, helper.cookie)).json().cancellationFee).toEqual({
      kind: 'late_cancel',
      percent: 60,
      amount: 36,
    });
    // Strangers do not see what the team owes.
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`)).json().cancellationFee).toBeNull();
    expect(await noticeFor(job.id)).toEqual([
      expect.stringContaining('late-cancellation fee of $36 (60% of the pay)'),
    ]);

    for (const who of [team, helper]) {
      const due = (await call(t.app, 'GET', '/api/payments/due', who.cookie)).json();
      expect(due).toEqual([
        expect.objectContaining({ jobId: job.id, amount: 36, kind: 'late_cancel', payment: null }),
      ]);
    }
    const instructions = (await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json()
      .paymentInstructions;
    expect(instructions).toMatchObject({ venmoUsername: '@sam-scores', totalPay: 36 });

    // A rain-out is not held against the team's reliability.
    expect(
      await t.database.db.select().from(lateCancellations).where(eq(lateCancellations.jobId, job.id)),
    ).toEqual([]);
    const report = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ amount: 36, total: 36, status: 'pending', platformFee: 0 });
    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ amount: 36, status: 'completed' });
    expect((await rowOf(job.id)).status).toBe('cancelled');
    expect((await call(t.app, 'GET', '/api/payments/due', helper.cookie)).json()).toEqual([]);
    const again = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_paid');
  });

  it('weather after the helper arrived pays the show-up fee; the helper may confirm without a report', async () => {
    // Starting within the hour: inside the arrival question's window, before the start.
    const { team, helper, job } = await bookedJob(startingIn(1), {
      freeUntilHours: 24,
      lateCancelPercent: 50,
      showUpPercent: 75,
    });
    const res = await cancel(team, job.id, { reason: 'weather', note: 'Lightning', helperArrived: true });
    // 2 hours at $30: $60, 75% of which is $45.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancellationFee).toEqual({ kind: 'show_up', percent: 75, amount: 45 });
    expect(await noticeFor(job.id)).toEqual([
      expect.stringContaining(
        "Reason: Weather (Lightning). Under the job's cancellation policy you are owed a show-up fee of $45 (75% of the pay).",
      ),
    ]);
    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie, {
      method: 'paypal',
    });
    expect(confirm.json()).toMatchObject({ amount: 45, method: 'paypal', status: 'completed' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows).toHaveLength(1);
  });

  it('"arrived" for a reason other than weather is the late fee; a job with no fee has nothing to pay', async () => {
    const { team, job } = await bookedJob(startingIn(1));
    const res = await cancel(team, job.id, { reason: 'other', helperArrived: true });
    expect(res.json().cancellationFee).toMatchObject({ kind: 'late_cancel', percent: 50, amount: 30 });
    // Backing out late for another reason counts on the team's reliability.
    expect(
      await t.database.db.select().from(lateCancellations).where(eq(lateCancellations.jobId, job.id)),
    ).toHaveLength(1);

    const early = await bookedJob(startingIn(5 * 24));
    await cancel(early.team, early.job.id, { reason: 'weather' });
    const report = await call(t.app, 'POST', `/api/jobs/${early.job.id}/payment-report`, early.team.cookie, {
      method: 'venmo',
    });
    expect(report.statusCode).toBe(409);
    expect(report.json().code).toBe('payment_not_available');
  });

  it('is refused once the game has started, for any reason, and changes nothing', async () => {
    const { team, helper, job } = await bookedJob(startingIn(5 * 24));
    await moveGame(t.database.db, job.id, startingIn(-0.5));
    for (const body of [{ reason: 'other' }, { reason: 'weather', helperArrived: true }]) {
      const res = await cancel(team, job.id, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'game_started' });
    }
    expect((await rowOf(job.id)).status).toBe('assigned');
    expect(await noticeFor(job.id)).toEqual([]);
    // What the team can do instead still works: the game is reported, or completed.
    const complete = await call(t.app, 'PUT', `/api/jobs/${job.id}/complete`, team.cookie);
    expect(complete.statusCode, complete.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`, helper.cookie)).json().status).toBe('completed');
  });
});
