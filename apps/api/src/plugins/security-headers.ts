import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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

type HelmetOptions = Parameters<typeof helmet>[0];

/** The headers helmet would set for `options`, worked out once (they don't vary per request). */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as never, res as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Every security header of every reply, in one place (helmet): the CSP above, no framing, no MIME
 * sniffing, a cross-origin referrer that names only the origin, an isolated browsing context, and
 * HSTS in production (where the site is served over HTTPS). A route may still tighten its own
 * reply (uploaded images get a sandboxing CSP). Helmet's own Fastify plugin rebuilds its middleware
 * on every request (1% of a job search's CPU); these headers are fixed, so they are computed once.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = headersOf({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config.cspOrigins) },
    strictTransportSecurity:
      app.config.env === 'production' ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
