import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { gzipPageStream, streamedPageEncoding } from './page-stream-compression.js';

/** The load context a page request's loaders get (decision 0054), made per request by the caller. */
export type PageContextOf = (request: FastifyRequest) => Promise<object>;

/**
 * The paths the framework build serves while the migration is under way (decision 0054): its
 * documents, their `.data` requests (client navigations run the loaders here) and the route
 * manifest it asks for lazily. The rest still get the library-mode app's shells.
 */
const FRAMEWORK_PATHS = [
  /^\/(_root\.data)?$/,
  /^\/jobs(\/[1-9][0-9]{0,14})?(\.data)?$/,
  /^\/tournament-(director|signup)(\.data)?$/,
  /^\/post-job(\.data)?$/,
  /^\/find-talent(\.data)?$/,
  /^\/helpers(\/[1-9][0-9]{0,14})?(\.data)?$/,
  /^\/teams\/[1-9][0-9]{0,14}(\.data)?$/,
  // The dashboard's index and My Jobs (signed-in pages; signed out, the frame shows the sign-up screen).
  /^\/dashboard(\/|\.data)?$/,
  /^\/dashboard\/(my-)?jobs(\.data)?$/,
  /^\/__manifest$/,
  // The newsletter box's plain post, from a page with no script.
  /^\/newsletter$/,
];

/** The pages whose forms may post as plain HTML to their route's `action`. */
const POSTED_PATHS = [/^\/newsletter$/, /^\/tournament-director$/];

/** A posted form is small: an address, a few fields. */
const POSTED_FORM_LIMIT = 16 * 1024;

export interface FrameworkPages {
  serves(pathname: string): boolean;
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The request as the Fetch API's `Request`, for the framework's handler. */
function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const body = typeof request.body === 'string' ? request.body : undefined;
  return new Request(url, { method: request.method, headers, body, signal });
}

/**
 * A page's answer from the framework's handler, its body streamed to the browser compressed by
 * `page-stream-compression.ts` rather than by the app-wide compression.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, response: Response): FastifyReply {
  // The page is the viewer's own.
  reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding');
  if (!response.body) return reply.send(null);
  const body = response.body as ReadableStream<Uint8Array>;
  if (streamedPageEncoding(request.headers['accept-encoding']) === null) {
    return reply.send(Readable.fromWeb(body as never));
  }
  reply.removeHeader('content-length');
  return reply.header('content-encoding', 'gzip').send(gzipPageStream(body));
}

/**
 * React Router's request handler in this process (decision 0054): `buildDir/server/index.js` renders
 * the pages, `buildDir/client/assets` holds their hashed files. Null without a build.
 */
export async function frameworkPages(
  app: FastifyInstance,
  buildDir: string,
  contextOf: PageContextOf,
): Promise<FrameworkPages | null> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // Loaded only when a framework build is served, so the API alone never loads React Router.
  const { createRequestHandler } = await import('react-router');
  const handler = createRequestHandler(build, app.config.env === 'production' ? 'production' : 'development');
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client', 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  const pages: FrameworkPages = {
    serves: (pathname) => FRAMEWORK_PATHS.some((pattern) => pattern.test(pathname)),
    async handle(request, reply) {
      // The framework's hydration data and module loader are inline scripts: this page's nonce admits them.
      const nonce = randomBytes(16).toString('base64');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header(
          'content-security-policy',
          csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
        );
      }
      const abort = new AbortController();
      // The visitor went away before the page was sent. (The request's own 'close' comes as soon as a
      // posted form's body has been read, so it cannot tell.)
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const response = await handler(toFetchRequest(request, abort.signal), {
        ...(await contextOf(request)),
        nonce,
      } as never);
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return sendPage(request, reply, response);
    },
  };
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: POSTED_FORM_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (!POSTED_PATHS.some((pattern) => pattern.test(pathname))) throw notFound();
      // The session cookie rides along with a form another site posts: only this site's may act.
      if (!sameSite(request)) throw forbidden('Forms may only be sent from this site.');
      // A page's form is URL-encoded; anything else (JSON, say) is not one of its forms.
      if (typeof request.body !== 'string') throw badRequest('Send this form from its page.');
      return pages.handle(request, reply);
    });
  });
  return pages;
}

/** Whether a posted form comes from one of this site's pages, by what the browser says of it. */
function sameSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}
