import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { payments, stripeAccounts } from '../../src/db/schema/index.js';
import { call, createTestApp, type TestApp } from '../test-app.js';
import type { Config } from '../../src/config.js';
import { startFakeStripe } from '../fakes/fake-stripe.js';
import type { Helper, Team } from './payments-test-kit.js';

export const WEBHOOK_SECRET = 'whsec_test_sideline';
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** An app whose card provider is the local fake, with its publishable key set. */
export async function startCardApp(overrides: Partial<Config> = {}) {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    registerRateLimit: 1000,
    stripe: {
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_fake',
      apiUrl: fake.url,
    },
    ...overrides,
  });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

const signer = new Stripe('sk_test_signer');
let eventCounter = 0;

/** A webhook event signed with the test secret, as the provider sends it. */
export function signedEvent(type: string, object: object, id = `evt_${process.pid}_${++eventCounter}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-01-01',
    created: 0,
    data: { object },
  });
  return {
    payload,
    signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

export const deliver = (t: TestApp, e: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
    payload: e.payload,
  });

/** The helper connects an account and the provider says it can take charges; its account id. */
export async function connectHelper(t: TestApp, helper: Helper): Promise<string> {
  const connect = await call(t.app, 'POST', '/api/payments/connect', helper.cookie);
  if (connect.statusCode !== 200) throw new Error(`connect ${connect.statusCode}: ${connect.body}`);
  const [account] = await t.database.db
    .select()
    .from(stripeAccounts)
    .where(eq(stripeAccounts.userId, helper.user.id));
  const updated = await deliver(
    t,
    signedEvent('account.updated', { id: account!.accountId, object: 'account', charges_enabled: true }),
  );
  if (updated.statusCode !== 200) throw new Error(`account.updated ${updated.statusCode}`);
  return account!.accountId;
}

/** The team opens card checkout for a job (optionally spending a free game); the answer as sent. */
export const openCheckout = (t: TestApp, team: Team, jobId: number, useFreeGame?: boolean) =>
  call(t.app, 'POST', '/api/create-payment-intent', team.cookie, {
    jobId,
    ...(useFreeGame === undefined ? {} : { useFreeGame }),
  });

/** The job's open card attempt, as the database holds it. */
export async function openCardPayment(t: TestApp, jobId: number) {
  const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId));
  const open = rows.find((r) => r.method === 'card' && r.status === 'pending');
  if (!open) throw new Error(`no pending card payment for job ${jobId}`);
  return open;
}

/** The provider confirms the job's open card attempt, paid with the given payment method's card. */
export async function cardSucceeds(t: TestApp, jobId: number, paymentMethod = 'pm_card_visa') {
  const open = await openCardPayment(t, jobId);
  return deliver(
    t,
    signedEvent('payment_intent.succeeded', {
      id: open.providerRef,
      object: 'payment_intent',
      payment_method: paymentMethod,
    }),
  );
}

/** Checkout and the provider's confirmation: the job paid by card through the platform. */
export async function payByCard(
  t: TestApp,
  team: Team,
  jobId: number,
  options: { paymentMethod?: string; useFreeGame?: boolean } = {},
) {
  const opened = await openCheckout(t, team, jobId, options.useFreeGame);
  if (opened.statusCode !== 200) throw new Error(`checkout ${opened.statusCode}: ${opened.body}`);
  const paid = await cardSucceeds(t, jobId, options.paymentMethod);
  if (paid.statusCode !== 200) throw new Error(`webhook ${paid.statusCode}: ${paid.body}`);
}
