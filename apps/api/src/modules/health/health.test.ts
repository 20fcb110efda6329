import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { shutDown } from '../../lib/shutdown.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('readiness', () => {
  it('GET /api/ready answers 200 once the app is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 not_ready from the moment shutdown begins, while liveness still answers', async () => {
    const closing = await createTestApp();
    const done = shutDown(closing.app, closing.database, 500);
    try {
      const ready = await closing.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'Shutting down.', code: 'not_ready' });
      // Requests are still served during the drain; only the balancer's probe says "go elsewhere".
      expect((await closing.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await done;
    }
    expect(closing.app.readiness.state).toBe('draining');
  });

  it('is draining once the app closes by any path', async () => {
    const other = await createTestApp();
    expect(other.app.readiness.state).toBe('ready');
    await other.close();
    expect(other.app.readiness.state).toBe('draining');
  });
});
