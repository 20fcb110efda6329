import { z } from 'zod';

/**
 * GET /api/config: what this deployment offers, so screens show only the choices that work.
 * `cardPayments` is false when the server has no card provider keys (Venmo and PayPal still work).
 */
export const SiteConfigSchema = z.object({ cardPayments: z.boolean() });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
