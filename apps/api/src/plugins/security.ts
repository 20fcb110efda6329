import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request defence on top of SameSite=Lax cookies: a mutation carrying an Origin header
 * must come from this site. Only JSON and multipart bodies are parsed at all (no text/plain or form
 * posts), so a plain HTML form on another site cannot forge a call. Security headers live in
 * security-headers.ts.
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

  // API answers are per user and per moment: no cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
