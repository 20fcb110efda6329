import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: TestApp['app'], email: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not-the-password-1' },
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

/** Status codes of `count` sign-in attempts, each from a different forged address. */
async function statuses(app: TestApp['app'], count: number, email: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await login(app, email(i), `203.0.113.${i + 1}`)).statusCode);
  return codes;
}

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('by default, even in production, a forged X-Forwarded-For escapes neither the sign-in nor the forgot-password limit', async () => {
    t = await createTestApp({ env: 'production', loginRateLimit: 3 });
    expect(await statuses(t.app, 5, () => 'victim@example.com')).toEqual([401, 401, 401, 429, 429]);
    // Mail bombing: forgot-password allows 10 an hour per address, whatever address the client claims.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'victim@example.com' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });

  it('a configured trusted hop passes the real client address on: each client has its own count', async () => {
    t = await createTestApp({ loginRateLimit: 3, trustProxy: 1 });
    expect(await statuses(t.app, 5, () => 'victim@example.com')).toEqual([401, 401, 401, 401, 401]);
    // The same client behind the proxy is still limited.
    const again: number[] = [];
    for (let i = 0; i < 4; i++)
      again.push((await login(t.app, 'victim@example.com', '192.0.2.7')).statusCode);
    expect(again).toEqual([401, 401, 401, 429]);
  });

  it('a configured proxy address list works the same way', async () => {
    t = await createTestApp({ loginRateLimit: 2, trustProxy: ['127.0.0.1'] });
    expect(await statuses(t.app, 3, () => 'victim@example.com')).toEqual([401, 401, 401]);
  });
});

describe('password spraying', () => {
  it('limits sign-in attempts per address across all emails', async () => {
    t = await createTestApp({ loginRateLimit: 100, loginAddressRateLimit: 4 });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await login(t.app, `user${i}@example.com`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('TRUST_PROXY parsing', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  it('accepts none, a hop count or addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1, loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'all', '*', '10.0.0.0/99', 'proxy.example.com'])
      expect(() => parse(bad), bad).toThrow(ConfigError);
  });
});
