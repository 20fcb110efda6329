import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Stripe from 'stripe';

const fakeStripeJs = readFileSync(path.join(import.meta.dirname, 'fake-stripe-js.js'), 'utf8');

/** Serves the local fake Stripe.js wherever the page asks js.stripe.com for it. */
export async function routeStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeStripeJs }),
  );
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
