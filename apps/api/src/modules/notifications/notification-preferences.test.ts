import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { notificationChoices, wantsNotification } from './notification-preferences.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('notification preferences', () => {
  it('starts with every email on and every push off', async () => {
    const u = await registerUser(t.app);
    const res = await call(t.app, 'GET', `/api/users/${u.user.id}/notifications`, u.cookie);
    expect(res.statusCode).toBe(200);
    const both = { email: true, push: false };
    expect(res.json()).toEqual({
      reminders: both,
      payments: both,
      reviews: both,
      messages: both,
      applications: both,
    });
    expect(await wantsNotification(t.database.db, u.user.id, 'reminders', 'email')).toBe(true);
    expect(await wantsNotification(t.database.db, u.user.id, 'reminders', 'push')).toBe(false);
  });

  it('saves one switch per kind and channel, leaving the others', async () => {
    const u = await registerUser(t.app);
    const put = (body: object) => call(t.app, 'PUT', `/api/users/${u.user.id}/notifications`, u.cookie, body);
    expect((await put({ kind: 'payments', channel: 'email', enabled: false })).statusCode).toBe(200);
    const res = await put({ kind: 'payments', channel: 'push', enabled: true });
    expect(res.json().payments).toEqual({ email: false, push: true });
    expect(res.json().reviews).toEqual({ email: true, push: false });
    expect(await wantsNotification(t.database.db, u.user.id, 'payments', 'email')).toBe(false);
    expect(await wantsNotification(t.database.db, u.user.id, 'payments', 'push')).toBe(true);
    // Saving the same value again is harmless (an upsert).
    expect((await put({ kind: 'payments', channel: 'push', enabled: true })).json().payments.push).toBe(true);
  });

  it("answers a sweep's many users in one read exactly as asking one by one", async () => {
    const [quiet, pushed, untouched] = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    const put = (u: typeof quiet, body: object) =>
      call(t.app, 'PUT', `/api/users/${u!.user.id}/notifications`, u!.cookie, body);
    await put(quiet, { kind: 'payments', channel: 'email', enabled: false });
    await put(pushed, { kind: 'payments', channel: 'push', enabled: true });
    await put(pushed, { kind: 'reviews', channel: 'email', enabled: false });
    const ids = [quiet!, pushed!, untouched!].map((u) => u.user.id);
    for (const kind of ['payments', 'reviews'] as const) {
      const wants = await notificationChoices(t.database.db, [...ids, ids[0]!], kind);
      for (const id of ids)
        for (const channel of ['email', 'push'] as const)
          expect(wants(id, channel), `${kind} ${channel} for ${id}`).toBe(
            await wantsNotification(t.database.db, id, kind, channel),
          );
    }
    // No rows to ask about: nothing is read and the defaults answer.
    expect((await notificationChoices(t.database.db, [], 'payments'))(ids[2]!, 'email')).toBe(true);
  });

  it('refuses unknown kinds and other users', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const bad = await call(t.app, 'PUT', `/api/users/${u.user.id}/notifications`, u.cookie, {
      kind: 'newsletter',
      channel: 'email',
      enabled: false,
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await call(t.app, 'GET', `/api/users/${u.user.id}/notifications`, other.cookie);
    expect(foreign.statusCode).toBe(403);
  });
});
