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
 * intents), answering like Stripe does, including replaying the first answer for a repeated
 * Idempotency-Key. Tests point the SDK at it through STRIPE_API_URL.
 */
export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const replays = new Map<string, string>();
  let counter = 0;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => resolve(body));
    });

  const server = createServer(async (req, res) => {
    const raw = await read(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '').split('?')[0]!;
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, idempotencyKey: key, form });
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', `req_${++counter}`);
    if (key && replays.has(key)) {
      res.setHeader('idempotent-replayed', 'true');
      return res.end(replays.get(key));
    }
    let body: object;
    if (req.method === 'POST' && path === '/v1/accounts') {
      body = { id: `acct_fake${++counter}`, object: 'account', type: 'express', charges_enabled: false };
    } else if (req.method === 'POST' && path === '/v1/account_links') {
      body = {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/${form.account}`,
        expires_at: 0,
      };
    } else if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_fake${++counter}`;
      body = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        application_fee_amount: Number(form.application_fee_amount),
        client_secret: `${id}_secret_fake`,
        status: 'requires_payment_method',
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
