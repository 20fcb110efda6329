import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/errors.js';
import { loadServerBundle, pageRenderer, RenderedPage, templateReader } from './rendered-pages.js';
import { signedInRenderer } from './signed-in-pages.js';
import type { FrameworkPages } from './web-pages.js';
import { SESSION_COOKIE } from './session.js';

/**
 * Files a browser must re-check on every visit: the shell names the current assets, and the service
 * worker (with the push handler it imports) is how an installed app learns of a new version.
 */
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'push-handler.js', 'manifest.webmanifest']);

interface RouteShell {
  pattern: RegExp;
  file: string;
  /** The page prerendered as a signed-out visitor sees it (apps/web/scripts/prerender.mjs). */
  signedOut?: string;
  /** The API GETs the page starts first, as `path.replace(pattern, template)`. */
  data?: string[];
  /** The page is rendered per request for signed-out visitors, into this file (rendered-pages.ts). */
  template?: string;
  /** The page is rendered per request for a signed-in user, into this file (signed-in-pages.ts). */
  signedInTemplate?: string;
}

const dataPaths = (shell: RouteShell, pathname: string) =>
  (shell.data ?? []).map((template) => pathname.replace(shell.pattern, template));

/**
 * A `Link` header that starts the page's first API GETs with the page itself. The app's fetch
 * sends cookies (`credentials: 'include'`), so the preload does too, or the browser would not
 * reuse it.
 */
function dataPreloads(shell: RouteShell, pathname: string): string | null {
  if (!shell.data?.length) return null;
  return dataPaths(shell, pathname)
    .map((dataPath) => `<${dataPath}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

/**
 * The page shells the build wrote, each naming its route's chunks (apps/web/vite-route-shells.ts):
 * the first whose pattern matches the path answers; index.html (the home shell) otherwise, and
 * for a build without them.
 */
function readRouteShells(distDir: string): RouteShell[] {
  const listing = path.join(distDir, 'shells', 'routes.json');
  if (!existsSync(listing)) return [];
  type Listed = Omit<RouteShell, 'pattern'> & { pattern: string };
  const routes = JSON.parse(readFileSync(listing, 'utf8')) as Listed[];
  return routes.map((route) => ({ ...route, pattern: new RegExp(route.pattern) }));
}

/**
 * Brotli, else gzip, else none, as the browser's Accept-Encoding allows (q=0 refuses one). No answer
 * cache: the client writes the header, so a cache keyed by it would grow without bound.
 */
const renderedPageEncoding = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** A precompressed sibling (`app.js.br`) stands for the file it was made from. */
const sourceName = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every
 * other GET that is not an API call, so client-side routes survive a reload. The build writes `.br`
 * and `.gz` beside each text file; they are sent with Content-Encoding to browsers that accept them.
 * Security headers (the strict CSP included) come from the security-headers plugin, as for every reply.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  distDir: string,
  framework: FrameworkPages | null = null,
): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The page renderer the server runs (dist/ssr) is not one of the site's files.
    allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
    setHeaders(reply, filePath) {
      const file = sourceName(filePath);
      // The shells must always be fresh (they name the current assets); the static plugin serves index.html at "/".
      const dir = path.dirname(file);
      const root = path.resolve(distDir);
      if ((ALWAYS_FRESH.has(path.basename(file)) && dir === root) || dir === path.join(root, 'shells')) {
        reply.header('cache-control', 'no-cache');
        return;
      }
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const shells = readRouteShells(distDir);
  const bundle = await loadServerBundle(distDir, app.log);
  const readTemplate = templateReader(distDir);
  const renderPage = bundle && pageRenderer(readTemplate, bundle.prerender);
  const renderForUser = bundle?.renderSignedIn ? signedInRenderer(bundle.renderSignedIn, readTemplate) : null;
  // With `wildcard: false` every built file already has its own route; the rest is the app shell.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old asset name after a deploy) is a 404, never the HTML shell served as a script.
    // The routes the framework build already serves (decision 0054), their `.data` requests included.
    if (framework?.serves(pathname)) return framework.handle(request, reply);
    if (request.url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) throw notFound();
    reply.header('cache-control', 'no-cache');
    const shell = shells.find((route) => route.pattern.test(pathname));
    // Without a session cookie the visitor is signed out: the prerendered page paints before any
    // script runs. With one, a page that has a signed-in template is rendered as its user sees it
    // when the session is live and the page whole; otherwise the app decides, from the plain shell.
    // Either is rendered for the bare path: a query string (a search) may change what it shows.
    const signedOut =
      shell?.signedOut && request.cookies[SESSION_COOKIE] === undefined && !request.url.includes('?');
    reply.header('vary', 'cookie');
    let page: RenderedPage | null = null;
    if (signedOut && shell.template && renderPage) {
      page = await renderPage(app, shell.template, pathname, dataPaths(shell, pathname));
    } else if (
      shell?.signedInTemplate &&
      renderForUser &&
      request.cookies[SESSION_COOKIE] !== undefined &&
      !request.url.includes('?')
    ) {
      const html = await renderForUser(app, shell.signedInTemplate, pathname, {
        cookie: request.headers.cookie ?? '',
        // The origin the browser asked (behind a trusted proxy, the one it named), for links the
        // page shows: the app hydrating it reads the same from its location.
        origin: `${request.protocol}://${request.host}`,
      });
      if (html !== null) {
        // The user's own page: no shared cache may keep it.
        reply.header('cache-control', 'private, no-cache');
        page = new RenderedPage(html);
      }
    }
    if (page !== null) {
      reply.type('text/html; charset=utf-8').header('vary', 'cookie, accept-encoding');
      const encoding = renderedPageEncoding.negotiate(request.headers['accept-encoding'] ?? '');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page.encoded(encoding));
    }
    const preloads = shell && dataPreloads(shell, pathname);
    if (preloads) reply.header('link', preloads);
    return reply.type('text/html').sendFile((signedOut ? shell.signedOut : shell?.file) ?? 'index.html');
  });
  return true;
}
