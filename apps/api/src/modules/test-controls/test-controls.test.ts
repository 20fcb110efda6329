import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { assignedJob, hours, mails, shift } from '../../../test/kits/scheduled-test-kit.js';

describe('test controls (TEST_CONTROLS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ registerRateLimit: 1000, testControls: true });
  });
  afterAll(() => t.close());

  it('runs the scheduled sweeps at the given time and delivers what they queued', async () => {
    const { helper, startsAt } = await assignedJob(t);
    const tooEarly = await call(t.app, 'POST', '/api/test/scheduled-work', undefined, {
      at: shift(startsAt, -hours(25)).toISOString(),
    });
    expect(tooEarly.statusCode).toBe(200);
    expect(tooEarly.json().ran).toBeGreaterThanOrEqual(5);
    expect(await mails(t, helper.user.email, 'game_reminder')).toHaveLength(0);

    const due = await call(t.app, 'POST', '/api/test/scheduled-work', undefined, {
      at: shift(startsAt, -hours(23)).toISOString(),
    });
    expect(due.statusCode).toBe(200);
    const [reminder] = await mails(t, helper.user.email, 'game_reminder');
    expect(reminder?.link).toMatch(/\/reconfirm\?token=/);
  });

  it('refuses a time that is not an ISO date-time, and any other field', async () => {
    const bad = await call(t.app, 'POST', '/api/test/scheduled-work', undefined, { at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
    const extra = await call(t.app, 'POST', '/api/test/scheduled-work', undefined, { days: 2 });
    expect(extra.statusCode).toBe(400);
  });
});

describe('without TEST_CONTROLS', () => {
  it('serves no test route, and production refuses to start with it', async () => {
    const t = await createTestApp();
    try {
      const res = await call(t.app, 'POST', '/api/test/scheduled-work', undefined, {});
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sideline.test', TEST_CONTROLS: '1' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CONTROLS: '1' }).testControls).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testControls).toBe(false);
  });
});
