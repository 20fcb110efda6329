import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, ErrorBodySchema } from '@sideline/shared';
import type { RouteTableEntry } from '../../src/plugins/route-table.js';

export interface Probe {
  method: string;
  url: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Sent as is: JSON text, or anything else the case wants to try. */
  payload?: string | Buffer;
}

export interface Answer {
  status: number;
  type: string;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * One request through the real app. Bodies are read as streams so an endless answer (the event
 * stream) does not hang the suite: it is recognised by its content type, and only its status counts.
 */
export async function send(app: FastifyInstance, probe: Probe): Promise<Answer> {
  const headers: Record<string, string> = { ...probe.headers };
  if (probe.cookie) headers.cookie = probe.cookie;
  const res = await app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers,
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    payloadAsStream: true,
  });
  const type = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  if (type.startsWith('text/event-stream')) {
    // An endless stream: wait for its first event (the server has finished its start-up work and
    // writes), then hang up as a browser would, so the server stops it (no heartbeat writes later).
    await firstEvent(stream, 3000);
    stream.destroy();
    (res.raw.res as { req?: { destroy(): void } }).req?.destroy();
    return { status: res.statusCode, type, body: '', headers: res.headers };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { status: res.statusCode, type, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers };
}

/** Resolves at the stream's first `data:` line, its end, or after `ms`. */
function firstEvent(stream: NodeJS.ReadableStream, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let text = '';
    const done = () => {
      clearTimeout(timer);
      stream.removeListener('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (/(^|\n)data:/.test(text)) done();
    };
    const timer = setTimeout(done, ms);
    stream.on('data', onData);
    stream.once('end', done);
    stream.once('error', done);
  });
}

export const jsonProbe = (
  method: string,
  url: string,
  cookie: string | undefined,
  body?: unknown,
): Probe => ({
  method,
  url,
  ...(cookie ? { cookie } : {}),
  ...(body !== undefined
    ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
    : {}),
});

/** Why an error answer is not the one error body `{message, code, details?}` with a known code, or null. */
export function errorBodyProblem(answer: Answer): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `not JSON (${answer.type}): ${answer.body.slice(0, 120)}`;
  }
  const result = ErrorBodySchema.strict().safeParse(parsed);
  if (result.success) return null;
  const code = (parsed as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && !(ERROR_CODES as readonly string[]).includes(code)) {
    return `unknown error code "${code}"`;
  }
  return `not the error body: ${answer.body.slice(0, 160)}`;
}

/** The app's routes, without the HEAD twins Fastify adds for every GET (they run the GET handler). */
export function routesOf(app: FastifyInstance): RouteTableEntry[] {
  const gets = new Set(app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url));
  return app.routeTable.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

export const routeKey = (route: Pick<RouteTableEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

export function routeByKey(app: FastifyInstance, key: string): RouteTableEntry {
  const route = routesOf(app).find((r) => routeKey(r) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route;
}

/** `/api/jobs/:id` with its params filled in (already URL-encoded by the caller). */
export function fillPath(url: string, params: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? '1')
    .replace(/\*$/, params['*'] ?? 'probe');
}

export const paramNames = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).concat(url.endsWith('*') ? ['*'] : []);

export const takesBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
