import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { AppError } from '../../lib/errors.js';

export const CARD_NOT_CONFIGURED = PAYMENT_MESSAGES.cardNotConfigured;

const clients = new WeakMap<StripeConfig, Stripe>();
let StripeClient: typeof Stripe | undefined;

/**
 * Loads the card provider's SDK, once, for a server configured for card payments (buildApp calls it):
 * a server without card keys never holds its code.
 */
export async function loadCardProvider(config: StripeConfig | undefined): Promise<void> {
  if (config && !StripeClient) StripeClient = (await import('stripe')).default;
}

/** The Stripe client for this configuration; 503 when card payments are not configured. */
export function stripeFor(config: StripeConfig | undefined): { stripe: Stripe; config: StripeConfig } {
  if (!config) throw new AppError(503, 'card_payments_not_configured', CARD_NOT_CONFIGURED);
  let stripe = clients.get(config);
  if (!stripe) {
    if (!StripeClient) throw new Error('card provider not loaded: buildApp loads it for a configured server');
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    stripe = new StripeClient(config.secretKey, {
      maxNetworkRetries: 2,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(config, stripe);
  }
  return { stripe, config };
}
