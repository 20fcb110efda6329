import type { SiteConfig } from '@sideline/shared';
import type { Config } from '../../config.js';

/**
 * What this deployment offers, from its configuration only: no user data, no secret (just whether
 * card keys exist). Card checkout needs the publishable key too (the browser's card form), so
 * without it there are no cards.
 */
export const siteConfigOf = (config: Pick<Config, 'stripe'>): SiteConfig => ({
  cardPayments: Boolean(config.stripe?.publishableKey),
});
