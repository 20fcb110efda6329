import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { CspOrigins } from '../config.js';
import { DOCS_PREFIX } from './openapi.js';

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
 * Every security header of every reply, in one place (helmet), worked out once: helmet's own Fastify
 * plugin rebuilds its middleware on every request, and these don't vary.
 *
 * Pages and files (the app, its assets, the API reference) get the CSP above, no framing, no MIME
 * sniffing, a cross-origin referrer that names only the origin, an isolated browsing context, and
 * HSTS in production (where the site is served over HTTPS). API replies are data, never a page:
 * they get a policy that allows nothing at all, no framing, no sniffing, same-origin loads only, no
 * caching, and HSTS; the headers that only mean something to a document are left off (decision 0029:
 * a third of the bytes on every call). A route may still tighten its own reply (uploaded images get
 * a sandboxing CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const hsts =
    app.config.env === 'production' ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : (false as const);
  // What pages and API replies share: HSTS, no framing, an origin-only referrer, same-origin loads.
  const shared = {
    strictTransportSecurity: hsts,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
  const pageHeaders = headersOf({
    ...shared,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config.cspOrigins) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  const apiHeaders = {
    ...headersOf({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    // API answers are per user and per moment: no cache may keep them.
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}

/** An API call, as opposed to a page, a file or the API reference (HTML pages under /api/docs). */
function isApiCall(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  if (!url.startsWith(DOCS_PREFIX)) return true;
  const rest = url.charAt(DOCS_PREFIX.length);
  return rest !== '' && rest !== '/' && rest !== '?';
}
