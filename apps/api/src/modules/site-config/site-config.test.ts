import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '@sideline/shared';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

// No call reaches the card provider here: the answer comes from the configuration alone.
const STRIPE = {
  secretKey: 'sk_test_config',
  webhookSecret: 'whsec_config',
  publishableKey: 'pk_test_config',
  apiUrl: undefined,
};

let bare: TestApp;
let withCards: TestApp;
let withoutPublishableKey: TestApp;

beforeAll(async () => {
  bare = await createTestApp();
  withCards = await createTestApp({ stripe: STRIPE });
  withoutPublishableKey = await createTestApp({ stripe: { ...STRIPE, publishableKey: undefined } });
});
afterAll(async () => {
  await bare.close();
  await withCards.close();
  await withoutPublishableKey.close();
});

async function configOf(t: TestApp, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/config',
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return SiteConfigSchema.strict().parse(res.json());
}

describe('GET /api/config', () => {
  it('says card payments are off without card provider keys, signed out or in', async () => {
    expect(await configOf(bare)).toEqual({ cardPayments: false });
    const { cookie } = await registerUser(bare.app, { role: 'helper' });
    expect(await configOf(bare, cookie)).toEqual({ cardPayments: false });
  });

  it('says card payments are on with the keys, and never answers a key', async () => {
    const res = await withCards.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ cardPayments: true });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
  });

  it('says card payments are off when the browser would have no publishable key for the card form', async () => {
    expect(await configOf(withoutPublishableKey)).toEqual({ cardPayments: false });
  });
});
