import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/errors.js';

/**
 * Files a browser must re-check on every visit: the shell names the current assets, and the service
 * worker (with the push handler it imports) is how an installed app learns of a new version.
 */
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'push-handler.js', 'manifest.webmanifest']);

/** A precompressed sibling (`app.js.br`) stands for the file it was made from. */
const sourceName = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every
 * other GET that is not an API call, so client-side routes survive a reload. The build writes `.br`
 * and `.gz` beside each text file; they are sent with Content-Encoding to browsers that accept them.
 * Security headers (the strict CSP included) come from the security-headers plugin, as for every reply.
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const file = sourceName(filePath);
      // The shell must always be fresh (it names the current assets); the static plugin serves it at "/".
      if (ALWAYS_FRESH.has(path.basename(file)) && path.dirname(file) === path.resolve(distDir)) {
        reply.header('cache-control', 'no-cache');
        return;
      }
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  // With `wildcard: false` every built file already has its own route; the rest is the app shell.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old asset name after a deploy) is a 404, never the HTML shell served as a script.
    if (request.url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) throw notFound();
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
  return true;
}
