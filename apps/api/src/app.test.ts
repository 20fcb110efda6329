import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupBody, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP shell', () => {
  it('GET /api/health answers 200 with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with the one error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('refuses a mutation from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example' },
      payload: signupBody(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('bad_origin');
  });

  it('accepts a mutation from its own public origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://sideline.test' },
      payload: signupBody(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses form and text bodies (no cross-site simple requests)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.c","password":"x"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Unsupported content type.',
      code: 'unsupported_media_type',
    });
  });

  it('answers broken JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});
