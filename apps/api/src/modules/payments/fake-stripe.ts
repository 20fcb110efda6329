import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

/**
 * A local stand-in for the few Stripe API calls the app makes (accounts, account links, payment
 * intents, payment methods, transfers), answering like Stripe does, including replaying the first answer for a
 * repeated Idempotency-Key. Tests point the SDK at it through STRIPE_API_URL. It also plays
 * Stripe's hosted onboarding: the account link it returns is a page of its own that marks the
 * account able to take charges and sends the browser on to the link's return_url.
 */
export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const replays = new Map<string, string>();
  const accounts = new Map<string, { chargesEnabled: boolean; returnUrl?: string }>();
  const intents = new Map<string, { status: string }>();
  /** Payment methods' card fingerprints; an unknown method's card is its own (fp_ + its id). */
  const fingerprints = new Map<string, string>();
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
  });

  const server = createServer(async (req, res) => {
    const raw = await read(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '').split('?')[0]!;
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
    const paymentMethod = /^\/v1\/payment_methods\/(pm_\w+)$/.exec(path);
    const cancel = /^\/v1\/payment_intents\/(pi_\w+)\/cancel$/.exec(path);
    if (req.method === 'POST' && path === '/v1/accounts') {
      const id = `acct_fake${++counter}`;
      accounts.set(id, { chargesEnabled: false });
      body = account(id);
    } else if (req.method === 'GET' && paymentMethod) {
      const id = paymentMethod[1]!;
      body = {
        id,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '4242', fingerprint: fingerprints.get(id) ?? `fp_${id.slice(3)}` },
      };
    } else if (req.method === 'GET' && retrieve && accounts.has(retrieve[1]!)) {
      body = account(retrieve[1]!);
    } else if (req.method === 'POST' && path === '/v1/account_links') {
      const state = accounts.get(form.account ?? '');
      if (state) state.returnUrl = form.return_url;
      body = {
        object: 'account_link',
        url: `http://${req.headers.host}/connect/setup/${form.account}`,
        expires_at: 0,
      };
    } else if (
      req.method === 'POST' &&
      cancel &&
      intents.get(cancel[1]!)?.status !== 'requires_payment_method'
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
      intents.set(id, { status: 'requires_payment_method' });
      body = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
        transfer_group: form.transfer_group ?? null,
        client_secret: `${id}_secret_fake`,
        status: 'requires_payment_method',
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
    /** Finishes an account's onboarding, as the hosted page would. */
    onboard: (accountId: string) => {
      const state = accounts.get(accountId);
      if (state) state.chargesEnabled = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
