import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupBody, type TestApp } from '../../test/test-app.js';

// The compose stack ends TLS at HAProxy, which reaches an instance over plain HTTP and says
// X-Forwarded-Proto: https (deploy/haproxy/haproxy.cfg); the instances trust that one hop
// (TRUST_PROXY=1). Here a request arrives on an address other than PUBLIC_URL, so the same-origin
// check has only the scheme and host the request itself names to go by.
const BALANCER = 'lb.internal:8443';

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  const production = { env: 'production' as const, publicUrl: 'https://sideline.test' };
  behindProxy = await createTestApp({ ...production, trustProxy: 1 });
  direct = await createTestApp({ ...production, trustProxy: false });
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

const register = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host: BALANCER, origin: `https://${BALANCER}`, ...headers },
    payload: signupBody(),
  });

describe('behind a balancer that ends TLS', () => {
  it("takes the trusted balancer's X-Forwarded-Proto: the request is https, its cookie Secure", async () => {
    const res = await register(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((c) => c.name === 'sideline_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('without the header the request is plain http, and an https origin is another site', async () => {
    const res = await register(behindProxy, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('bad_origin');
  });

  it('ignores a client that claims https itself when no proxy is trusted', async () => {
    const res = await register(direct, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('bad_origin');
  });
});
