import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id must look like to be kept: anything else could forge or break log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Whether the connecting peer is a proxy TRUST_PROXY names (the same rule Fastify uses for the address). */
function peerIsTrusted(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trust = proxyAddr.compile(trustProxy);
  return (address) => trust(address, 0);
}

/**
 * Fastify's `genReqId`: a trusted proxy's X-Request-Id, when it is a sane token, so one id follows
 * the request from the load balancer through our logs; otherwise a fresh one (a client must not
 * choose the id its lines are filed under).
 */
export function requestIdGenerator(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  const trusted = peerIsTrusted(trustProxy);
  return (req) => {
    const claimed = req.headers[REQUEST_ID_HEADER];
    const address = req.socket?.remoteAddress;
    if (typeof claimed === 'string' && SANE_REQUEST_ID.test(claimed) && address && trusted(address))
      return claimed;
    return randomUUID();
  };
}

/** Every answer names its request id, so a user's report or a proxy's log leads to our log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
