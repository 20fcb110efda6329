import Stripe from 'stripe';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

/** Stripe's test cards the fake knows: one declined when saved, one saved but declined when charged. */
export const DECLINED_CARD = '4000000000000002';
export const DECLINED_ON_CHARGE_CARD = '4000000000000341';

/**
 * A local stand-in for the few Stripe API calls the app makes (accounts, account links, customers,
 * setup intents, payment intents with manual (and partial) capture, payment methods, transfers), answering like
 * Stripe does, including replaying the first answer for a
 * repeated Idempotency-Key. Tests point the SDK at it through STRIPE_API_URL. It also plays
 * Stripe's hosted onboarding: the account link it returns is a page of its own that marks the
 * account able to take charges and sends the browser on to the link's return_url.
 */
export async function startFakeStripe(
  options: {
    /** Where the provider sends signed events it raises itself (a captured hold), as Stripe does. */
    webhook?: { url: string; secret: string };
  } = {},
) {
  const requests: FakeRequest[] = [];
  const replays = new Map<string, string>();
  /** taxInfo: the W-9 the hosted flow collects when asked for `eventually_due` fields. */
  const accounts = new Map<
    string,
    { chargesEnabled: boolean; returnUrl?: string; collectTax?: boolean; taxInfo?: boolean }
  >();
  const intents = new Map<string, { status: string; amount?: number; paymentMethod?: string }>();
  let events = 0;
  /** Sends a signed event to the app, as the provider does after a charge it made on its own. */
  const raise = (type: string, object: object) => {
    if (!options.webhook) return;
    const payload = JSON.stringify({
      id: `evt_fake_${process.pid}_${++events}`,
      object: 'event',
      type,
      api_version: '2026-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    void fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }).catch(() => undefined);
  };
  const setups = new Map<
    string,
    { customer: string; metadata: Record<string, string>; paymentMethod?: string; status: string }
  >();
  /** Saved payment methods' card numbers (what a browser typed into the fake Stripe.js). */
  const cardNumbers = new Map<string, string>();
  /** Payment methods' card fingerprints; an unknown method's card is its own (fp_ + its id). */
  const fingerprints = new Map<string, string>();
  /** The debit cards a connected account pays out to, by their fingerprints. */
  const payoutCards = new Map<string, string[]>();
  let counter = 0;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => resolve(body));
    });
  const account = (id: string) => ({
    id,
    object: 'account',
    type: 'express',
    charges_enabled: accounts.get(id)?.chargesEnabled ?? false,
    // As Stripe: the taxpayer id stays an eventually-due requirement until the W-9 step is done.
    requirements: {
      currently_due: [],
      past_due: [],
      eventually_due: accounts.get(id)?.taxInfo ? [] : ['individual.id_number'],
    },
  });

  const metadataOf = (form: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
  const setupIntent = (id: string) => {
    const setup = setups.get(id)!;
    return {
      id,
      object: 'setup_intent',
      customer: setup.customer,
      metadata: setup.metadata,
      payment_method: setup.paymentMethod ?? null,
      status: setup.status,
      client_secret: `${id}_secret_fake`,
    };
  };
  const cardError = (intentId?: string) =>
    JSON.stringify({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        ...(intentId
          ? { payment_intent: { id: intentId, object: 'payment_intent', status: 'requires_payment_method' } }
          : {}),
      },
    });
  /** Confirms a setup intent with a card number, as Stripe.js does: a declined card saves nothing. */
  const confirmSetup = (id: string, number: string): { status: number; body: string } => {
    const setup = setups.get(id);
    if (!setup)
      return {
        status: 404,
        body: JSON.stringify({
          error: { type: 'invalid_request_error', message: `No such setupintent: '${id}'` },
        }),
      };
    if (number === DECLINED_CARD) return { status: 402, body: cardError() };
    const pm = `pm_fake${++counter}`;
    cardNumbers.set(pm, number);
    fingerprints.set(pm, `fp_card${number}`);
    setup.paymentMethod = pm;
    setup.status = 'succeeded';
    return { status: 200, body: JSON.stringify(setupIntent(id)) };
  };

  /** How long each API answer waits: a provider that answers slowly (set by tests, `/fake/latency`). */
  let latencyMs = 0;
  /** Payment intents answer a server error: an outage of the provider's charging (set by tests). */
  let paymentsDown = false;
  const server = createServer(async (req, res) => {
    const raw = await read(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'POST' && path === '/fake/latency') {
      latencyMs = Math.max(0, Math.min(10_000, Number(form.ms) || 0));
      return res.end();
    }
    if (latencyMs > 0 && path.startsWith('/v1/'))
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (paymentsDown && path.startsWith('/v1/payment_intents')) {
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json');
      res.setHeader('stripe-should-retry', 'false');
      return res.end(JSON.stringify({ error: { type: 'api_error', message: 'The provider is down.' } }));
    }
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, idempotencyKey: key, form });
    const onboarding = /^\/connect\/setup\/(acct_\w+)$/.exec(path);
    if (req.method === 'GET' && onboarding) {
      const state = accounts.get(onboarding[1]!);
      if (!state?.returnUrl) {
        res.statusCode = 404;
        return res.end('unknown account');
      }
      state.chargesEnabled = true;
      if (state.collectTax) state.taxInfo = true;
      res.statusCode = 302;
      res.setHeader('location', state.returnUrl);
      return res.end();
    }
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', `req_${++counter}`);
    if (key && replays.has(key)) {
      res.setHeader('idempotent-replayed', 'true');
      return res.end(replays.get(key));
    }
    let body: object;
    const retrieve = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
    const externals = /^\/v1\/accounts\/(acct_\w+)\/external_accounts$/.exec(path);
    const paymentMethod = /^\/v1\/payment_methods\/(pm_\w+)$/.exec(path);
    const cancel = /^\/v1\/payment_intents\/(pi_\w+)\/cancel$/.exec(path);
    const capture = /^\/v1\/payment_intents\/(pi_\w+)\/capture$/.exec(path);
    const setup = /^\/v1\/setup_intents\/(seti_\w+)(\/confirm)?$/.exec(path);
    if (req.method === 'POST' && setup?.[2]) {
      const answer = confirmSetup(setup[1]!, (form['card[number]'] ?? '').replace(/\s/g, ''));
      res.statusCode = answer.status;
      return res.end(answer.body);
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      body = { id: `cus_fake${++counter}`, object: 'customer', email: form.email ?? null };
    } else if (req.method === 'POST' && path === '/v1/setup_intents') {
      const id = `seti_fake${++counter}`;
      setups.set(id, {
        customer: form.customer ?? '',
        metadata: metadataOf(form),
        status: 'requires_payment_method',
      });
      body = setupIntent(id);
    } else if (req.method === 'GET' && setup && setups.has(setup[1]!)) {
      body = setupIntent(setup[1]!);
    } else if (
      req.method === 'POST' &&
      capture &&
      intents.get(capture[1]!)?.status === 'requires_capture' &&
      Number(form.amount_to_capture ?? 0) > (intents.get(capture[1]!)?.amount ?? 0)
    ) {
      res.statusCode = 400;
      return res.end(
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'The amount to capture is more than the amount held.',
          },
        }),
      );
    } else if (req.method === 'POST' && capture && intents.get(capture[1]!)?.status === 'requires_capture') {
      const intent = intents.get(capture[1]!)!;
      intent.status = 'succeeded';
      // A partial capture (amount_to_capture) takes part of the hold; the provider releases the rest.
      if (form.amount_to_capture) intent.amount = Number(form.amount_to_capture);
      setTimeout(
        () =>
          raise('payment_intent.succeeded', {
            id: capture[1],
            object: 'payment_intent',
            status: 'succeeded',
            amount: intent.amount,
            payment_method: intent.paymentMethod ?? null,
          }),
        0,
      );
      body = {
        id: capture[1],
        object: 'payment_intent',
        status: 'succeeded',
        amount: intent.amount,
        amount_received: intent.amount,
        application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
      };
    } else if (req.method === 'POST' && capture) {
      res.statusCode = 400;
      return res.end(
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent could not be captured because it has a status of ${intents.get(capture[1]!)?.status ?? 'unknown'}.`,
          },
        }),
      );
    } else if (req.method === 'POST' && path === '/v1/accounts') {
      const id = `acct_fake${++counter}`;
      accounts.set(id, { chargesEnabled: false });
      body = account(id);
    } else if (req.method === 'GET' && paymentMethod) {
      const id = paymentMethod[1]!;
      body = {
        id,
        object: 'payment_method',
        type: 'card',
        card: {
          brand: 'visa',
          last4: (cardNumbers.get(id) ?? '4242').slice(-4),
          fingerprint: fingerprints.get(id) ?? `fp_${id.slice(3)}`,
        },
      };
    } else if (req.method === 'GET' && externals && accounts.has(externals[1]!)) {
      body = {
        object: 'list',
        url: path,
        has_more: false,
        data: (payoutCards.get(externals[1]!) ?? []).map((fingerprint, i) => ({
          id: `card_payout${i}`,
          object: 'card',
          account: externals[1],
          fingerprint,
        })),
      };
    } else if (req.method === 'GET' && retrieve && accounts.has(retrieve[1]!)) {
      body = account(retrieve[1]!);
    } else if (req.method === 'POST' && path === '/v1/account_links') {
      const state = accounts.get(form.account ?? '');
      if (state) {
        state.returnUrl = form.return_url;
        state.collectTax = form['collection_options[fields]'] === 'eventually_due';
      }
      body = {
        object: 'account_link',
        url: `http://${req.headers.host}/connect/setup/${form.account}`,
        expires_at: 0,
      };
    } else if (
      req.method === 'POST' &&
      cancel &&
      !['requires_payment_method', 'requires_capture'].includes(intents.get(cancel[1]!)?.status ?? '')
    ) {
      res.statusCode = 400;
      return res.end(
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intents.get(cancel[1]!)?.status ?? 'unknown'}.`,
          },
        }),
      );
    } else if (req.method === 'POST' && cancel) {
      intents.set(cancel[1]!, { status: 'canceled' });
      body = { id: cancel[1], object: 'payment_intent', status: 'canceled' };
    } else if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_fake${++counter}`;
      // An off-session confirm with a saved card and manual capture: a hold, or the card's decline.
      const holding = form.confirm === 'true' && form.capture_method === 'manual';
      if (holding && cardNumbers.get(form.payment_method ?? '') === DECLINED_ON_CHARGE_CARD) {
        intents.set(id, { status: 'requires_payment_method' });
        res.statusCode = 402;
        return res.end(cardError(id));
      }
      const status = holding ? 'requires_capture' : 'requires_payment_method';
      intents.set(id, { status, amount: Number(form.amount), paymentMethod: form.payment_method });
      body = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
        transfer_group: form.transfer_group ?? null,
        client_secret: `${id}_secret_fake`,
        capture_method: form.capture_method ?? 'automatic',
        status,
      };
    } else if (req.method === 'POST' && path === '/v1/transfers' && !accounts.has(form.destination ?? '')) {
      res.statusCode = 400;
      return res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `No such destination: '${form.destination}'` },
        }),
      );
    } else if (req.method === 'POST' && path === '/v1/transfers') {
      body = {
        id: `tr_fake${++counter}`,
        object: 'transfer',
        amount: Number(form.amount),
        currency: form.currency,
        destination: form.destination,
      };
    } else {
      res.statusCode = 404;
      return res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `no fake for ${path}` } }),
      );
    }
    const text = JSON.stringify(body);
    if (key) replays.set(key, text);
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The card was charged: the intent can no longer be canceled. */
    succeed: (intentId: string) => intents.set(intentId, { status: 'succeeded' }),
    /** Says which card a payment method is: methods given one fingerprint are the same card. */
    card: (paymentMethodId: string, fingerprint: string) => fingerprints.set(paymentMethodId, fingerprint),
    /** The account pays out to a debit card with this fingerprint (as chosen in onboarding). */
    payoutCard: (accountId: string, fingerprint: string) =>
      payoutCards.set(accountId, [...(payoutCards.get(accountId) ?? []), fingerprint]),
    /** Saves a card on a setup intent, as the team's browser does through Stripe.js. */
    saveCard: (setupIntentId: string, number = '4242424242424242') => confirmSetup(setupIntentId, number),
    /** An intent's status at the provider. */
    intentStatus: (intentId: string) => intents.get(intentId)?.status,
    /** Finishes an account's onboarding, as the hosted page would. */
    onboard: (accountId: string) => {
      const state = accounts.get(accountId);
      if (state) state.chargesEnabled = true;
    },
    /** Payment intents fail with a server error until turned back on, as in a provider's outage. */
    setPaymentsDown: (down: boolean) => {
      paymentsDown = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
