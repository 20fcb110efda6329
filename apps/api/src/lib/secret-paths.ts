import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route parameters that are credentials: whoever has the value has the resource (a calendar feed's
 * token is its only key). The one list the log serializer, the trace attributes and the metrics
 * label read; deploy/haproxy/haproxy.cfg redacts the same paths in the balancer's log.
 */
export const SECRET_ROUTE_PARAMS: readonly string[] = ['token'];

export const REDACTED = '[redacted]';

interface CompiledPattern {
  regex: RegExp;
  /** Capture group numbers (from 1) of the secret parameters. */
  secretGroups: number[];
}

const compiled = new Map<string, CompiledPattern | null>();

/** A route pattern as a regex over the raw path, or null when it has no secret parameter. */
function compile(pattern: string): CompiledPattern | null {
  let cached = compiled.get(pattern);
  if (cached !== undefined) return cached;
  const secretGroups: number[] = [];
  let group = 0;
  const source = pattern
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      group += 1;
      if (SECRET_ROUTE_PARAMS.includes(part.slice(1))) secretGroups.push(group);
      return '([^/]+?)';
    })
    .join('');
  cached = secretGroups.length > 0 ? { regex: new RegExp(`^${source}$`, 'd'), secretGroups } : null;
  compiled.set(pattern, cached);
  return cached;
}

/**
 * The request's path as logs and traces show it: no query string (confirmation and reset links carry
 * tokens there) and every secret route parameter replaced by `[redacted]`.
 */
export function publicPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const path = (request.url ?? '').split('?')[0]!;
  const pattern = request.routeOptions?.url;
  const secret = pattern ? compile(pattern) : null;
  if (!secret) return path;
  const match = secret.regex.exec(path);
  // A path its own route's pattern does not match (cannot happen for a routed request): show the
  // pattern, which names the parameter and holds no value.
  if (!match) return pattern!;
  let out = '';
  let at = 0;
  for (const group of secret.secretGroups) {
    const [start, end] = match.indices![group]!;
    out += path.slice(at, start) + REDACTED;
    at = end;
  }
  return out + path.slice(at);
}

/**
 * The metrics label of a request: its route pattern (never the raw path, which would hold ids and
 * tokens), `unmatched` when no route took it, the web app's fallback (`/*`) included when it
 * answered 404.
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  if (pattern === '/*' && reply.statusCode === 404) return 'unmatched';
  return pattern;
}
