import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test-app.js';
import { completedJob } from '../kits/payments-test-kit.js';

/**
 * The payment calls as a client written to the contract uses them: spec-style paths, money in
 * dollars (JSON numbers), lists as JSON arrays, the referral info's three named numbers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const PAYMENT_FIELDS = [
  'id',
  'jobId',
  'payerId',
  'payeeId',
  'method',
  'amount',
  'platformFee',
  'total',
  'status',
  'disputed',
  'reportedAt',
  'confirmedAt',
  'completedAt',
  'createdAt',
];

describe('payments contract', () => {
  it('report, confirmation, list and referral info speak the contract', async () => {
    const { team, helper, job } = await completedJob(t);
    const dollars = job.totalPay;

    const due = await call(t.app, 'GET', '/api/payments/due', team.cookie);
    expect(due.json()).toEqual([expect.objectContaining({ jobId: job.id, amount: dollars })]);

    const report = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(report.statusCode).toBe(200);
    expect(Object.keys(report.json())).toEqual(expect.arrayContaining(PAYMENT_FIELDS));
    expect(report.json()).toMatchObject({
      amount: dollars,
      platformFee: 0,
      total: dollars,
      status: 'pending',
    });
    expect(report.json()).not.toHaveProperty('payCents');

    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie, {});
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'completed', amount: dollars });

    const list = await call(t.app, 'GET', '/api/payments', team.cookie);
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json()[0]).toMatchObject({ jobId: job.id, amount: dollars, total: dollars });

    const referral = await call(t.app, 'GET', '/api/users/referral-info', team.cookie);
    expect(referral.statusCode).toBe(200);
    expect(referral.json()).toEqual({
      referralCode: team.user.referralCode,
      totalReferrals: expect.any(Number),
      completedReferrals: expect.any(Number),
      totalEarnings: expect.any(Number),
    });
  });

  it('dispute answers with the same payment shape, and errors with the error body', async () => {
    const { team, helper, job } = await completedJob(t);
    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method: 'paypal' });
    const dispute = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-dispute`, helper.cookie);
    expect(Object.keys(dispute.json())).toEqual(expect.arrayContaining([...PAYMENT_FIELDS, 'disputedAt']));
    const again = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-dispute`, team.cookie);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: expect.any(String), code: 'not_assigned_helper' });
  });
});
