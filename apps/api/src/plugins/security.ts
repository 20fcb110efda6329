import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request defence on top of SameSite=Lax cookies: a mutation carrying an Origin header
 * must come from this site. Only JSON and multipart bodies are parsed at all (no text/plain or form
 * posts), so a plain HTML form on another site cannot forge a call.
 */
export function registerSecurity(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = new Set([app.config.publicUrl, `${request.protocol}://${request.host}`]);
    if (!allowed.has(origin)) throw forbidden('Cross-site requests are not allowed.', 'bad_origin');
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
