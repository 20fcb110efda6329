import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { AdminSafetyQueueSchema, BackgroundCheckSchema, FCRA_SUMMARY_OF_RIGHTS_URL } from '@sideline/shared';
import { adminAuditLog, backgroundChecks, outbox } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { helperAccount, readyTeam } from '../../../test/marketplace.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { approvedTeen } from '../../../test/kits/guardian-test-kit.js';
import { runSweep } from '../../../test/kits/scheduled-test-kit.js';
import { CHECKR_TEST_KEY, createSafetyApp, runCheck } from '../../../test/kits/safety-test-kit.js';
import { signWebhook } from './checkr-client.js';

/**
 * Background checks through the local fake provider (decision 0050): every status, the signed
 * webhook, and the FCRA adverse-action timeline on the test clock.
 */
let t: TestApp;
let clock: TestClock;
let fake: Awaited<ReturnType<typeof createSafetyApp>>['fake'];
let admin: Awaited<ReturnType<typeof accountWithRole>>;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, clock, fake } = await createSafetyApp());
  admin = await accountWithRole(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const checkOf = async (cookie: string) => {
  const res = await call(t.app, 'GET', '/api/users/me/background-check', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return BackgroundCheckSchema.parse(res.json());
};
const mailsTo = async (to: string, kind: string) => {
  await t.app.mailer.flush();
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, to), eq(outbox.kind, kind)));
};
const queue = async () => {
  const res = await call(t.app, 'GET', '/api/admin/safety', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AdminSafetyQueueSchema.parse(res.json());
};

describe('starting a check', () => {
  it('invites the helper to the provider, once, and shows each state', async () => {
    const helper = await helperAccount(t.app);
    expect(await checkOf(helper.cookie)).toMatchObject({
      status: 'none',
      completedAt: null,
      expiresAt: null,
    });
    const started = await call(t.app, 'POST', '/api/users/me/background-check', helper.cookie);
    expect(started.statusCode, started.body).toBe(201);
    const check = BackgroundCheckSchema.parse(started.json());
    expect(check.status).toBe('invited');
    expect(check.invitationUrl).toMatch(new RegExp(`^${fake.url}/invitations/inv_`));
    const calls = fake.requests.filter((r) => r.path === '/v1/invitations');
    expect(calls.at(-1)?.body).toMatchObject({ package: 'tasker_standard' });
    const again = await call(t.app, 'POST', '/api/users/me/background-check', helper.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('background_check_in_progress');

    // The hosted flow done, the report runs (pending) until the provider finishes it.
    const invitationId = new URL(check.invitationUrl!).pathname.split('/').pop()!;
    const reportId = await fake.complete(invitationId, 'pending');
    expect(await checkOf(helper.cookie)).toMatchObject({ status: 'pending', invitationUrl: null });
    await fake.finish(reportId, 'clear');
    const clear = await checkOf(helper.cookie);
    expect(clear.status).toBe('clear');
    const years = new Date(clear.expiresAt!).getUTCFullYear() - new Date(clear.completedAt!).getUTCFullYear();
    expect(years).toBe(2);
    expect((await mailsTo(helper.user.email, 'background_check_clear')).length).toBe(1);
  });

  it('records consider and suspended results, and a clear one expires after two years', async () => {
    const considered = await helperAccount(t.app);
    expect((await runCheck(t, fake, considered.cookie, 'consider')).check.status).toBe('consider');
    const suspended = await helperAccount(t.app);
    expect((await runCheck(t, fake, suspended.cookie, 'suspended')).check.status).toBe('suspended');
    const cleared = await helperAccount(t.app);
    const { check } = await runCheck(t, fake, cleared.cookie, 'clear');
    await clock.setTime(new Date(new Date(check.expiresAt!).getTime() + 1000));
    expect((await checkOf(cleared.cookie)).status).toBe('expired');
    // An expired check can be renewed at once.
    const renewed = await call(t.app, 'POST', '/api/users/me/background-check', cleared.cookie);
    expect(renewed.statusCode, renewed.body).toBe(201);
    await clock.setTime(new Date());
  });

  it('is for adult helpers only', async () => {
    const { teen } = await approvedTeen(t);
    const res = await call(t.app, 'POST', '/api/users/me/background-check', teen.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('background_check_adults_only');
    expect((await checkOf(teen.cookie)).exempt).toBe(true);
    const team = await readyTeam(t.app);
    const wrong = await call(t.app, 'POST', '/api/users/me/background-check', team.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('wrong_role');
  });
});

describe('the provider webhook', () => {
  const send = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/background-checks',
      headers: { 'content-type': 'application/json', 'x-checkr-signature': signature },
      payload: body,
    });

  it('refuses unsigned or wrongly signed events, and a replay changes nothing', async () => {
    const helper = await helperAccount(t.app);
    const { reportId } = await runCheck(t, fake, helper.cookie, 'clear');
    const forged = JSON.stringify({
      type: 'report.completed',
      data: { object: { id: reportId, candidate_id: 'x', result: 'consider' } },
    });
    const bad = await send(forged, signWebhook('another_key_entirely', forged));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_signature');
    const before = await checkOf(helper.cookie);
    // Signed correctly but late: the report is already finished, so it stays as it was.
    const late = await send(forged, signWebhook(CHECKR_TEST_KEY, forged));
    expect(late.statusCode).toBe(200);
    expect(await checkOf(helper.cookie)).toEqual(before);
  });
});

describe('a "consider" report and the FCRA adverse-action steps', () => {
  it('queues it for staff, sends the pre-adverse notice, waits five business days, then the final notice', async () => {
    // A Monday, so five business days end the next Monday.
    const monday = new Date('2027-03-01T15:00:00Z');
    await clock.setTime(monday);
    const helper = await helperAccount(t.app);
    await runCheck(t, fake, helper.cookie, 'consider');
    expect((await mailsTo(admin.user.email, 'background_check_to_review')).length).toBeGreaterThan(0);
    const listed = (await queue()).checks.find((c) => c.userId === helper.user.id)!;
    expect(listed).toMatchObject({ status: 'consider', adverseAction: 'none' });
    expect(listed.reportUrl).toMatch(`${fake.url}/reports/rep_`);
    expect((await queue()).counts.consider).toBeGreaterThan(0);

    const stranger = await call(
      t.app,
      'POST',
      `/api/admin/background-checks/${listed.id}/decide`,
      helper.cookie,
      {
        action: 'pre_adverse',
      },
    );
    expect(stranger.statusCode).toBe(403);
    const early = await call(
      t.app,
      'POST',
      `/api/admin/background-checks/${listed.id}/decide`,
      admin.cookie,
      {
        action: 'final_adverse',
      },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('background_check_settled');

    const pre = await call(t.app, 'POST', `/api/admin/background-checks/${listed.id}/decide`, admin.cookie, {
      action: 'pre_adverse',
      note: 'Record to discuss',
    });
    expect(pre.statusCode, pre.body).toBe(200);
    expect(pre.json()).toMatchObject({ adverseAction: 'pre_adverse', respondBy: '2027-03-08T15:00:00.000Z' });
    const [notice] = await mailsTo(helper.user.email, 'background_check_pre_adverse');
    expect(notice?.textBody).toContain(FCRA_SUMMARY_OF_RIGHTS_URL);
    expect(notice?.link).toMatch(`${fake.url}/candidate/reports/rep_`);
    expect((await checkOf(helper.cookie)).respondBy).toBe('2027-03-08T15:00:00.000Z');
    expect((await queue()).counts.awaitingFinal).toBeGreaterThan(0);

    // Friday: only four business days have passed.
    await clock.setTime(new Date('2027-03-05T16:00:00Z'));
    const tooSoon = await call(
      t.app,
      'POST',
      `/api/admin/background-checks/${listed.id}/decide`,
      admin.cookie,
      {
        action: 'final_adverse',
      },
    );
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().code).toBe('adverse_action_too_early');

    await clock.setTime(new Date('2027-03-08T15:00:00Z'));
    const final = await call(
      t.app,
      'POST',
      `/api/admin/background-checks/${listed.id}/decide`,
      admin.cookie,
      {
        action: 'final_adverse',
      },
    );
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json().adverseAction).toBe('final_adverse');
    const [finalNotice] = await mailsTo(helper.user.email, 'background_check_final_adverse');
    expect(finalNotice?.textBody).toContain('dispute');
    expect(finalNotice?.textBody).toContain(FCRA_SUMMARY_OF_RIGHTS_URL);
    const twice = await call(
      t.app,
      'POST',
      `/api/admin/background-checks/${listed.id}/decide`,
      admin.cookie,
      {
        action: 'final_adverse',
      },
    );
    expect(twice.statusCode).toBe(409);
    expect((await checkOf(helper.cookie)).status).toBe('consider');
    expect((await queue()).checks.some((c) => c.id === listed.id)).toBe(false);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'background_check'), eq(adminAuditLog.targetId, listed.id)));
    expect(audit.map((a) => a.action)).toEqual([
      'background_check.pre_adverse',
      'background_check.final_adverse',
    ]);
    await clock.setTime(new Date());
  });

  it('counts as clear when staff go ahead', async () => {
    const helper = await helperAccount(t.app);
    await runCheck(t, fake, helper.cookie, 'consider');
    const listed = (await queue()).checks.find((c) => c.userId === helper.user.id)!;
    const res = await call(t.app, 'POST', `/api/admin/background-checks/${listed.id}/decide`, admin.cookie, {
      action: 'engage',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await checkOf(helper.cookie)).status).toBe('clear');
    const passport = await call(t.app, 'GET', `/api/passports/${helper.helperId}`);
    expect(passport.json().backgroundCheckClearUntil).not.toBeNull();
  });
});

describe("staff's queue", () => {
  it('counts the whole queue, not the page it shows', async () => {
    const helper = await helperAccount(t.app);
    const completedAt = new Date();
    await t.database.db.insert(backgroundChecks).values(
      Array.from({ length: 101 }, (_, i) => ({
        userId: helper.user.id,
        status: 'consider' as const,
        candidateId: `cand_queue_${i}`,
        invitationId: `inv_queue_${i}`,
        reportId: `rep_queue_${i}`,
        invitedAt: completedAt,
        completedAt,
      })),
    );
    const shown = await queue();
    const waiting = await t.database.db
      .select()
      .from(backgroundChecks)
      .where(and(eq(backgroundChecks.status, 'consider'), eq(backgroundChecks.adverseAction, 'none')));
    expect(shown.checks).toHaveLength(100);
    expect(shown.counts.consider).toBe(waiting.length);
    expect(shown.counts.consider).toBeGreaterThan(100);
  });
});

describe('reminders', () => {
  it('reminds once, 30 days before a clear check lapses', async () => {
    const helper = await helperAccount(t.app);
    const { check } = await runCheck(t, fake, helper.cookie, 'clear');
    const expiresAt = new Date(check.expiresAt!).getTime();
    await clock.setTime(new Date(expiresAt - 31 * DAY));
    await runSweep(t, 'safety-reminders');
    expect(await mailsTo(helper.user.email, 'background_check_reminder')).toHaveLength(0);
    await clock.setTime(new Date(expiresAt - 29 * DAY));
    await runSweep(t, 'safety-reminders');
    await runSweep(t, 'safety-reminders');
    expect(await mailsTo(helper.user.email, 'background_check_reminder')).toHaveLength(1);
    await clock.setTime(new Date());
  });
});
