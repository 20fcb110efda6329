import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { jobs, outbox, payments, users } from '../../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../../test/test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../../test/marketplace.js';
import { completedJob, expectNothingEarned, paidHelper } from '../../../../test/kits/payments-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const mailsTo = async (email: string, kind: string, app: TestApp = t) =>
  app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, email), eq(outbox.kind, kind)));
const jobStatus = async (id: number, app: TestApp = t) =>
  (await app.database.db.select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]!.s;

describe('Venmo and PayPal: report, confirm', () => {
  it('the team reports, the helper confirms: one completed payment, the job paid, both told; nothing earned', async () => {
    const { team, helper, job } = await completedJob(t);
    const report = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      jobId: job.id,
      method: 'venmo',
      status: 'pending',
      amount: job.totalPay,
      platformFee: 0,
      total: job.totalPay,
      role: 'payer',
      disputed: false,
    });
    expect(await mailsTo(helper.user.email, 'payment_reported')).toHaveLength(1);
    expect(await jobStatus(job.id)).toBe('completed');

    const mine = (await call(t.app, 'GET', '/api/payments', helper.cookie)).json();
    expect(mine).toEqual([expect.objectContaining({ jobId: job.id, role: 'payee', status: 'pending' })]);

    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'completed', method: 'venmo', role: 'payee' });
    expect(confirm.json().completedAt).toEqual(expect.any(String));
    expect(await jobStatus(job.id)).toBe('paid');
    await expectNothingEarned(t, team.user.id);
    expect(await mailsTo(team.user.email, 'payment_received')).toHaveLength(1);

    const all = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(all).toHaveLength(1);
    const list = (await call(t.app, 'GET', '/api/payments', team.cookie)).json();
    expect(list[0]).toMatchObject({ jobId: job.id, status: 'completed', job: { status: 'paid' } });
  });

  it('a paid job cannot be paid again (409)', async () => {
    const { team, helper, job } = await completedJob(t);
    expect(
      (await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie)).statusCode,
    ).toBe(200);
    for (const [cookie, path, body] of [
      [team.cookie, 'payment-report', { method: 'paypal' }],
      [helper.cookie, 'payment-confirmation', undefined],
    ] as const) {
      const res = await call(t.app, 'POST', `/api/jobs/${job.id}/${path}`, cookie, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({ code: 'already_paid', message: PAYMENT_MESSAGES.alreadyPaid });
    }
  });

  it('the helper may confirm without a report, naming the method; nothing earned', async () => {
    const { team, helper, job } = await completedJob(t);
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie, {
      method: 'paypal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ method: 'paypal', status: 'completed', reportedAt: null });
    expect(await jobStatus(job.id)).toBe('paid');
    await expectNothingEarned(t, team.user.id);
  });

  it('only completed jobs are payable', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    const job = await postJob(t.app, team.cookie);
    const open = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      code: 'payment_not_available',
      message: PAYMENT_MESSAGES.notAvailable,
    });
    const application = await applyTo(t.app, helper.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    for (const [cookie, path] of [
      [team.cookie, 'payment-report'],
      [helper.cookie, 'payment-confirmation'],
    ] as const) {
      const res = await call(
        t.app,
        'POST',
        `/api/jobs/${job.id}/${path}`,
        cookie,
        path === 'payment-report' ? { method: 'venmo' } : undefined,
      );
      expect(res.statusCode, path).toBe(409);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.notAvailable);
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.jobId, job.id))).toHaveLength(0);
  });

  it('refuses unknown jobs, bad ids and bad methods', async () => {
    const team = await readyTeam(t.app);
    const missing = await call(t.app, 'POST', '/api/jobs/2147483000/payment-report', team.cookie, {
      method: 'venmo',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Job Not Found', code: 'job_not_found' });
    expect(
      (await call(t.app, 'POST', '/api/jobs/abc/payment-report', team.cookie, { method: 'venmo' }))
        .statusCode,
    ).toBe(400);
    const { job } = await completedJob(t, team);
    for (const method of ['card', 'credit', 'cash', 1]) {
      expect(
        (await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method })).statusCode,
      ).toBe(400);
    }
  });
});

describe('the role matrix', () => {
  it('only the owner reports; only the assigned helper confirms or disputes', async () => {
    const { team, helper, job } = await completedJob(t);
    const stranger = await helperAccount(t.app);
    const otherTeam = await readyTeam(t.app);
    const cases: [string, string | undefined, string, number][] = [
      ['payment-report', undefined, 'signed out', 401],
      ['payment-report', helper.cookie, 'helper', 403],
      ['payment-report', stranger.cookie, 'stranger', 403],
      ['payment-report', otherTeam.cookie, 'other team', 403],
      ['payment-confirmation', undefined, 'signed out', 401],
      ['payment-confirmation', team.cookie, 'owner', 403],
      ['payment-confirmation', stranger.cookie, 'stranger', 403],
      ['payment-dispute', team.cookie, 'owner', 403],
      ['payment-dispute', stranger.cookie, 'stranger', 403],
    ];
    for (const [path, cookie, who, status] of cases) {
      const res = await call(
        t.app,
        'POST',
        `/api/jobs/${job.id}/${path}`,
        cookie,
        path === 'payment-report' ? { method: 'venmo' } : undefined,
      );
      expect(res.statusCode, `${who} ${path}`).toBe(status);
    }
    expect(await jobStatus(job.id)).toBe('completed');
    expect((await call(t.app, 'GET', '/api/payments')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/payments', stranger.cookie)).json()).toEqual([]);
  });
});

describe('Not received', () => {
  it('needs a report; marks it disputed and tells both parties and admins; the helper can still confirm later', async () => {
    const { team, helper, job } = await completedJob(t);
    const admin = await registerUser(t.app, { role: 'helper' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const early = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-dispute`, helper.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'payment_not_reported', message: PAYMENT_MESSAGES.noReport });

    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method: 'venmo' });
    const dispute = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-dispute`, helper.cookie);
    expect(dispute.statusCode).toBe(200);
    expect(dispute.json()).toMatchObject({ status: 'pending', disputed: true });
    for (const email of [team.user.email, helper.user.email, admin.user.email]) {
      expect(await mailsTo(email, 'payment_disputed'), email).toHaveLength(1);
    }
    expect((await call(t.app, 'GET', '/api/payments', team.cookie)).json()[0]).toMatchObject({
      disputed: true,
    });

    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(confirm.json()).toMatchObject({ status: 'completed', disputed: false });
  });
});

describe('GET /api/payments/due', () => {
  it("lists each side's completed unpaid jobs with the reported payment, and drops them once paid", async () => {
    const { team, helper, job } = await completedJob(t);
    const stranger = await helperAccount(t.app);
    const due = async (cookie: string) => (await call(t.app, 'GET', '/api/payments/due', cookie)).json();
    expect(await due(team.cookie)).toEqual([
      expect.objectContaining({
        jobId: job.id,
        role: 'payer',
        amount: job.totalPay,
        payment: null,
      }),
    ]);
    expect(await due(helper.cookie)).toEqual([expect.objectContaining({ jobId: job.id, role: 'payee' })]);
    expect(await due(stranger.cookie)).toEqual([]);
    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method: 'paypal' });
    expect((await due(helper.cookie))[0].payment).toMatchObject({ method: 'paypal', disputed: false });
    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(await due(team.cookie)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/payments/due')).statusCode).toBe(401);
  });
});
