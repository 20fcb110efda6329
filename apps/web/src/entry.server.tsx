import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { PageLoadContext } from '@sideline/shared';

/** How long a deferred part may stream before the server gives up on it. */
export const streamTimeout = 5_000;

/**
 * Streams the page as it renders (decision 0054). The framework's hydration data and module loader
 * are inline scripts: they carry the request's CSP nonce (`context.nonce`, set by the API).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: PageLoadContext & { nonce?: string },
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  let responseStatus = status;
  let shellRendered = false;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
    {
      nonce: loadContext.nonce,
      // A part that is ready stays in place in the HTML, however large: React would otherwise send a
      // large finished Suspense boundary (a role's dashboard, lib/lazy-part.ts) after its fallback,
      // for a script to swap in, and the page would paint the fallback first.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatus = 500;
        // An error in the shell rejects, and the framework logs it; later ones only come here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers, status: responseStatus });
}
