import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_ALERT_MESSAGES } from '@sideline/shared';
import { jobAlerts } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { helperAccount, readyTeam } from '../../../test/marketplace.js';
import { alertBody, JOB_ALERTS_URL } from '../../../test/kits/job-alerts-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const URL = JOB_ALERTS_URL;

describe('job alert settings', () => {
  it('answers the default (off) before a helper saves, then what they saved', async () => {
    const helper = await helperAccount(t.app);
    const first = await call(t.app, 'GET', URL, helper.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ zipCode: null, radius: 25, channel: 'off' });

    const saved = await call(t.app, 'PUT', URL, helper.cookie, alertBody({ days: [6, 0, 6], radius: 40 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      zipCode: '33602',
      radius: 40,
      services: ['scorekeeper'],
      days: [0, 6],
      channel: 'email',
    });
    expect((await call(t.app, 'GET', URL, helper.cookie)).json()).toEqual(saved.json());
    // The radius may be left out: 25 miles.
    const { radius: _radius, ...noRadius } = alertBody();
    expect((await call(t.app, 'PUT', URL, helper.cookie, noRadius)).json().radius).toBe(25);
  });

  it('is for helpers only: teams get 403, signed-out callers 401', async () => {
    const team = await readyTeam(t.app);
    const refused = await call(t.app, 'PUT', URL, team.cookie, alertBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(JOB_ALERT_MESSAGES.helpersOnly);
    expect((await call(t.app, 'GET', URL, team.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', URL)).statusCode).toBe(401);
    const both = await registerUser(t.app, { role: 'both' });
    expect((await call(t.app, 'PUT', URL, both.cookie, alertBody())).statusCode).toBe(200);
  });

  it.each([
    [{ zipCode: '123' }, JOB_ALERT_MESSAGES.zipCode],
    [{ radius: 0 }, JOB_ALERT_MESSAGES.radius],
    [{ radius: 101 }, JOB_ALERT_MESSAGES.radius],
    [{ radius: 2.5 }, JOB_ALERT_MESSAGES.radius],
    [{ services: [] }, JOB_ALERT_MESSAGES.services],
    [{ services: ['juggling'] }, JOB_ALERT_MESSAGES.services],
    [{ days: [] }, JOB_ALERT_MESSAGES.days],
    [{ days: [7] }, JOB_ALERT_MESSAGES.days],
    [{ channel: 'sms' }, JOB_ALERT_MESSAGES.channel],
  ])('refuses %j with a clear message', async (change, message) => {
    const helper = await helperAccount(t.app);
    const res = await call(t.app, 'PUT', URL, helper.cookie, { ...alertBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses a ZIP code it does not know', async () => {
    const helper = await helperAccount(t.app);
    const res = await call(t.app, 'PUT', URL, helper.cookie, alertBody({ zipCode: '00000' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknown_zip');
  });
});

describe('unsubscribing from a digest link', () => {
  it('turns the alerts off with the token, again harmlessly; bad tokens are refused', async () => {
    const helper = await helperAccount(t.app);
    await call(t.app, 'PUT', URL, helper.cookie, alertBody({ channel: 'push' }));
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.userId, helper.user.id));
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', '/api/job-alerts/unsubscribe', undefined, {
        token: row!.unsubscribeToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(JOB_ALERT_MESSAGES.unsubscribed);
    }
    expect((await call(t.app, 'GET', URL, helper.cookie)).json().channel).toBe('off');

    for (const token of ['nope', '', 'x'.repeat(300)]) {
      const res = await call(t.app, 'POST', '/api/job-alerts/unsubscribe', undefined, { token });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(t.app, 'POST', '/api/job-alerts/unsubscribe', undefined, {})).statusCode).toBe(400);
  });
});
