import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Stripe from 'stripe';
import { expect } from './fixtures';

const fakeStripeJs = readFileSync(path.join(import.meta.dirname, 'fake-stripe-js.js'), 'utf8');

/**
 * Serves the local fake Stripe.js wherever the page asks js.stripe.com for it, and sends what it
 * asks of Stripe's API (saving a card) to the local fake provider.
 */
export async function routeStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeStripeJs }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await fetch(`${process.env.E2E_STRIPE_API_URL}${url.pathname}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.postData() ?? undefined,
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}

const signer = new Stripe('sk_test_e2e_signer');
let counter = 0;

/** Delivers a webhook event signed with the e2e server's secret, as Stripe would. */
export async function deliverStripeEvent(request: APIRequestContext, type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_e2e_${process.pid}_${Date.now()}_${++counter}`,
    object: 'event',
    type,
    api_version: '2026-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: process.env.E2E_STRIPE_WEBHOOK_SECRET!,
  });
  return request.post('/api/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
}

/**
 * Setup only: the helper's card payouts connected through the API. The fake provider's onboarding
 * link finishes the account when opened (its redirect back to the app is not followed).
 */
export async function connectCardPayoutsByApi(helper: APIRequestContext): Promise<void> {
  const link = await helper.post('/api/payments/connect');
  expect(link.status(), await link.text()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  expect((await helper.get(url, { maxRedirects: 0 })).status()).toBe(302);
  const status = await helper.get('/api/payments/connect');
  expect(await status.json()).toEqual({ state: 'enabled' });
}

/** The payment intent's id inside its client secret (`pi_..._secret_...`). */
export const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret')[0]!;

/**
 * Setup only: the team opens card checkout for a completed job by the API, and the provider's
 * signed webhook says the card was charged, so the job is paid (and counts toward free games).
 */
export async function payByCardByApi(team: APIRequestContext, jobId: number): Promise<void> {
  const opened = await team.post('/api/create-payment-intent', { data: { jobId } });
  expect(opened.status(), await opened.text()).toBe(200);
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  const delivered = await deliverStripeEvent(team, 'payment_intent.succeeded', {
    id: intentIdOf(clientSecret),
    object: 'payment_intent',
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
}
