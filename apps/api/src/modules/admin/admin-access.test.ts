import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { accountWithRole, ADMIN_GETS, ADMIN_POSTS } from '../../../test/kits/admin-test-kit.js';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  for (const role of ['team', 'helper', 'both'] as const)
    cookies[role] = (await registerUser(t.app, { role })).cookie;
  cookies['tournament-director'] = (await accountWithRole(t.app, t.database, 'tournament-director')).cookie;
  cookies.admin = (await accountWithRole(t.app, t.database, 'admin')).cookie;
});
afterAll(() => t.close());

const routes = [
  ...ADMIN_GETS.map((url) => ['GET', url] as const),
  ...ADMIN_POSTS.map((url) => ['POST', url] as const),
];

describe('every admin route is for admins only, decided on the server', () => {
  it.each(routes)('%s %s: 401 signed out', async (method, url) => {
    const res = await call(t.app, method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  for (const role of ['team', 'helper', 'both', 'tournament-director'] as const) {
    it.each(routes)(`%s %s: 403 for ${role}`, async (method, url) => {
      const res = await call(t.app, method, url, cookies[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    });
  }

  it('answers 401/403 before looking at the input', async () => {
    expect((await call(t.app, 'GET', '/api/admin/users?limit=zzz')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/users/abc', cookies.team)).statusCode).toBe(403);
  });

  it.each(ADMIN_GETS.filter((url) => !/\d$/.test(url)))('GET %s: 200 for an admin', async (url) => {
    const res = await call(t.app, 'GET', url, cookies.admin);
    expect(res.statusCode).toBe(200);
  });

  it('refuses hostile list input with 400, never 500', async () => {
    for (const qs of [
      'limit=0',
      'limit=101',
      'sort=password',
      'order=up',
      'cursor=%00',
      'cursor=eyJ2IjoxfQ',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await call(t.app, 'GET', `/api/admin/users?${qs}`, cookies.admin);
      expect(res.statusCode, qs).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/admin/users/0', cookies.admin)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/admin/users/99999', cookies.admin)).statusCode).toBe(404);
  });
});
