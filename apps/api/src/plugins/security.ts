import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request defence on top of SameSite=Lax cookies: a mutation carrying an Origin header
 * must come from this site. Only JSON and multipart bodies are parsed at all (no text/plain or form
 * posts), so a plain HTML form on another site cannot forge a call. Security headers, and the
 * API's no-store, live in security-headers.ts.
 */
export function registerSecurity(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');

  // A callback-style hook: every request passes it, and a promise per hook adds up.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (!MUTATING.has(request.method) || !origin) return done();
    const allowed = new Set([app.config.publicUrl, `${request.protocol}://${request.host}`]);
    done(allowed.has(origin) ? undefined : forbidden('Cross-site requests are not allowed.', 'bad_origin'));
  });
}
