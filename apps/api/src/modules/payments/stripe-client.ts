import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { AppError } from '../../lib/errors.js';

export const CARD_NOT_CONFIGURED = PAYMENT_MESSAGES.cardNotConfigured;

const clients = new WeakMap<StripeConfig, Stripe>();

/** The Stripe client for this configuration; 503 when card payments are not configured. */
export function stripeFor(config: StripeConfig | undefined): { stripe: Stripe; config: StripeConfig } {
  if (!config) throw new AppError(503, 'card_payments_not_configured', CARD_NOT_CONFIGURED);
  let stripe = clients.get(config);
  if (!stripe) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    stripe = new Stripe(config.secretKey, {
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
