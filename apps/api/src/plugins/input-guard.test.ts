import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CONTROL_CHARS_MESSAGE } from '@sideline/shared';
import { users } from '../db/schema/index.js';
import { createTestApp, registerUser, signupBody, type TestApp } from '../../test/test-app.js';
import { accountWithRole } from '../../test/kits/admin-test-kit.js';

let t: TestApp;
let cookie: string;
/** Admin routes refuse everyone else before reading input, so they are probed as an admin. */
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  ({ cookie } = await registerUser(t.app));
  ({ cookie: adminCookie } = await accountWithRole(t.app, t.database, 'admin'));
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const expectRefused = (
  res: { statusCode: number; json(): { code: string; message: string } },
  what: string,
) => {
  expect(res.statusCode, what).toBe(400);
  expect(res.json().code, what).toBe('validation_error');
  expect(res.json().message, what).toBe(CONTROL_CHARS_MESSAGE);
};

describe('control characters in any input', () => {
  it('refuses a NUL byte in a sign-up field with a 400, and creates nobody', async () => {
    const before = await userCount();
    for (const field of ['firstName', 'email', 'password', 'username', 'teamName'] as const) {
      const body = signupBody();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...body, [field]: `${body[field]}\u0000x` },
      });
      expectRefused(res, field);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses every C0 control character but tab, newline and CR, and DEL', async () => {
    const allowed = new Set([9, 10, 13]);
    for (let code = 0; code < 32; code++) {
      if (allowed.has(code)) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `a${String.fromCharCode(code)}@example.com`, password: 'whatever-123' },
      });
      expectRefused(res, `U+${code.toString(16)}`);
    }
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u007f@example.com', password: 'x' },
    });
    expectRefused(del, 'DEL');
  });

  it('accepts tab, newline and carriage return in text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: signupBody({ role: 'helper', bio: 'Line one\r\nLine two\tindented' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('looks in nested values, keys, query strings and paths', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...signupBody(), sportTypes: ['baseball\u0000'] },
    });
    expectRefused(nested, 'array item');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'whatever-123', 'x\u0000': 1 },
    });
    expectRefused(key, 'key');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/jobs?zipCode=%00' }), 'query');
    expectRefused(await t.app.inject({ method: 'GET', url: '/uploads/a%00b.webp' }), 'path');
  });

  it('guards every route, including ones added later', async () => {
    // The card and background-check providers' webhooks take their signed payloads as raw bytes:
    // the signature decides, and nothing of it is stored as text before that.
    const RAW_BODY_ROUTES = ['/api/webhooks/stripe', '/api/webhooks/background-checks'];
    const routes = t.app.routeTable.filter(
      (r) => r.method !== 'HEAD' && !r.url.includes('*') && !RAW_BODY_ROUTES.includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const what = `${route.method} ${route.url}`;
      const as = route.url.startsWith('/api/admin/') ? adminCookie : cookie;
      const res =
        route.method === 'GET'
          ? await t.app.inject({ method: 'GET', url: `${url}?q=%07`, headers: { cookie: as } })
          : await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { cookie: as },
              payload: { text: 'bell\u0007' },
            });
      expectRefused(res, what);
    }
  });
});
