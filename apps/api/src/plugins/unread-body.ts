import type { FastifyInstance } from 'fastify';

/**
 * A reply sent before its request body was read to the end (an upload refused at the first bytes or
 * past the size limit, a sign-in check before multipart parsing) would leave the rest of that body in
 * the connection: on keep-alive the next request would wait behind it for minutes. Such a reply
 * closes the connection instead, and what the client is still sending is discarded meanwhile, so
 * the refusal reaches it and its next request goes out on a fresh connection at once.
 */
export function registerUnreadBodyGuard(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    const hasBody =
      request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
    if (!hasBody || raw.complete || raw.readableEnded) return done(null, payload);
    reply.header('connection', 'close');
    // Unpiped from any parser that stopped early, then drained: bytes in flight are read, not left
    // unread in the socket (which could turn the close into a reset before the client reads the reply).
    raw.unpipe();
    raw.resume();
    done(null, payload);
  });
}
