import type { FastifyInstance } from 'fastify';
import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import { probeOf, type BadCase, type Parts } from './bad-input-cases.js';
import { jsonFieldMutations, REMOVE, toJsonText } from './mutations.js';
import { routeKey, send } from './probe-http.js';

/** The spec's paging parameter: lists page by `limit` and `cursor`, the next cursor in X-Next-Cursor. */
const CURSOR = 'cursor';

export const takesCursor = (route: RouteTableEntry, fields: string[]) =>
  route.method === 'GET' && fields.includes(CURSOR);

/** A real next-page cursor of the route (asked for one row a page), or null when there is no next page. */
export async function realCursor(
  app: FastifyInstance,
  route: RouteTableEntry,
  parts: Parts,
  cookie: string,
): Promise<string | null> {
  const query = [
    ...parts.query.filter(([k]) => k !== 'limit' && k !== CURSOR),
    ['limit', '1'] as [string, string],
  ];
  const answer = await send(app, probeOf(route, { ...parts, query }, cookie));
  const header = answer.headers['x-next-cursor'];
  if (typeof header === 'string' && header) return header;
  try {
    const next = (JSON.parse(answer.body) as { nextCursor?: unknown }).nextCursor;
    return typeof next === 'string' && next ? next : null;
  } catch {
    return null;
  }
}

const encode = (value: string) => Buffer.from(value).toString('base64url');

/**
 * Cursors are input too: a real cursor is decoded (base64url JSON, the usual keyset form) and each
 * of its fields broken as a body field would be, then re-encoded; plus cursors that are not
 * base64, not JSON, or not an object. An opaque cursor still gets the structural cases.
 */
export function cursorCases(route: RouteTableEntry, cursor: string): BadCase[] {
  const key = `${routeKey(route)} query.${CURSOR}`;
  const withCursor = (label: string, value: string): BadCase => ({
    key: `${key} ${label}`,
    route,
    break: (parts) => ({
      ...parts,
      query: [...parts.query.filter(([k]) => k !== CURSOR), [CURSOR, encodeURIComponent(value)]],
    }),
  });
  const cases = [
    withCursor('real', cursor),
    withCursor('truncated', cursor.slice(0, Math.floor(cursor.length / 2))),
    withCursor('not-base64', `${cursor}!*`),
    withCursor('json-array', encode('[1,2]')),
    withCursor('json-null', encode('null')),
    withCursor('json-string', encode('"x"')),
    withCursor('not-json', encode('{nope')),
  ];
  let decoded: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      decoded = parsed as Record<string, unknown>;
  } catch {
    decoded = null;
  }
  if (!decoded) return cases;
  const all = { string: true, shaped: true, number: true, boolean: false, array: false };
  for (const [field, valid] of Object.entries(decoded)) {
    for (const mutation of jsonFieldMutations(true, all)) {
      const broken = { ...decoded };
      const value = mutation.make(valid);
      if (value === REMOVE) delete broken[field];
      else broken[field] = value;
      cases.push(withCursor(`{${field}} ${mutation.label}`, encode(toJsonText(broken))));
    }
  }
  return cases;
}
