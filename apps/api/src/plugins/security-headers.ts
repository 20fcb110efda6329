import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { CspOrigins } from '../config.js';

/**
 * The one Content-Security-Policy: everything from this site only, no inline script, nothing may
 * frame us. The card provider's script, frames and API are admitted only when it is configured.
 */
export function cspDirectives(extra: CspOrigins): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': ["'self'", ...extra.script],
    'connect-src': ["'self'", ...extra.connect],
    'frame-src': extra.frame.length > 0 ? extra.frame : ["'none'"],
    'font-src': ["'self'"],
    // The installable app: its service worker and manifest come from this site only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Every security header of every reply, in one place (helmet): the CSP above, no framing, no MIME
 * sniffing, a cross-origin referrer that names only the origin, an isolated browsing context, and
 * HSTS in production (where the site is served over HTTPS). A route may still tighten its own
 * reply (uploaded images get a sandboxing CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config.cspOrigins) },
    strictTransportSecurity:
      app.config.env === 'production' ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
