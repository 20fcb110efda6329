import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import { fillPath, paramNames, routeKey, takesBody, type Probe } from './probe-http.js';
import { acceptsOf, buildValid, fieldsOf, typesOfField, type FieldSpec } from './schema-fields.js';
import {
  drawnJson,
  drawnText,
  jsonFieldMutations,
  Raw,
  REMOVE,
  textMutations,
  toJsonText,
  type Mutation,
} from './mutations.js';
import { fixtureFor } from './id-fixtures.js';
import { bodyCases, multipartCases, whole } from './body-cases.js';
import { nextSerial, unknownSessionCookie, type World } from './world.js';

/** A valid request, in parts, that one case then breaks in one place. */
export interface Parts {
  params: Record<string, string>;
  query: Array<[string, string]>;
  /** JSON body (may hold Raw values) or undefined for none. */
  body: Record<string, unknown> | undefined;
  /** Replaces the body with this exact payload. */
  payload?: string | Buffer;
  contentType?: string | null;
  cookie?: string | null;
  /** Set when the broken body must be refused whatever else happens: a JSON type the field does not take. */
  mustRefuse?: string;
}

export interface BadCase {
  /** Stable name: `METHOD /path where label`, the key the known-failure list uses. */
  key: string;
  route: RouteTableEntry;
  break: (parts: Parts) => Parts;
}

const DRAWN_PER_FIELD = 3;

function jsonTypeOf(value: unknown): string {
  if (value === REMOVE || value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Raw)
    return value.text.startsWith('{') ? 'object' : value.text.startsWith('[') ? 'array' : 'number';
  return typeof value;
}

/**
 * Bodies are strict JSON: a value of a JSON type the field's schema does not take (`true` for an id,
 * `"7"` for a number), or a missing required field, must be refused, never coerced. Returns why, or null.
 */
function typeMismatch(field: FieldSpec, value: unknown): string | null {
  const types = new Set(typesOfField(field.node).map((t) => (t === 'integer' ? 'number' : t)));
  if (types.size === 0) return null; // z.unknown(): takes anything, by design
  const type = jsonTypeOf(value);
  if (type === 'missing') return field.required ? 'required field missing' : null;
  return types.has(type) ? null : `${type} where the schema takes ${[...types].join('|')}`;
}

const setField = (record: Record<string, unknown>, name: string, value: unknown) => {
  const copy = { ...record };
  if (value === REMOVE) delete copy[name];
  else copy[name] = value;
  return copy;
};

/** A value the route's schema accepts, with every field present where it can be (ids are placeholders). */
function exampleOf(route: RouteTableEntry, where: 'params' | 'query' | 'body'): Record<string, unknown> {
  const schema =
    where === 'params'
      ? route.schema.params
      : where === 'query'
        ? route.schema.querystring
        : route.schema.body;
  try {
    return buildValid(schema, {
      mode: where === 'body' ? 'json' : 'text',
      n: 0,
      fixed: {},
      everything: true,
    });
  } catch {
    return {};
  }
}

function fieldCases(
  route: RouteTableEntry,
  where: 'params' | 'query' | 'body',
  fields: FieldSpec[],
): BadCase[] {
  const key = routeKey(route);
  const example = exampleOf(route, where);
  return fields.flatMap((field) => {
    const at = `${key} ${where}.${field.name}`;
    const mutations: Mutation[] =
      where === 'body'
        ? [
            ...jsonFieldMutations(field.required, acceptsOf(field.node, example[field.name])),
            ...drawnJson(at, DRAWN_PER_FIELD),
          ]
        : [...textMutations(field.required || where === 'params', where), ...drawnText(at, DRAWN_PER_FIELD)];
    return mutations.map((mutation) => ({
      key: `${at} ${mutation.label}`,
      route,
      break: (parts: Parts): Parts => {
        if (where === 'params')
          return {
            ...parts,
            params: { ...parts.params, [field.name]: String(mutation.make(parts.params[field.name])) },
          };
        if (where === 'query') {
          const valid = parts.query.find(([k]) => k === field.name)?.[1] ?? '1';
          const others = parts.query.filter(([k]) => k !== field.name);
          const value = mutation.make(valid);
          return { ...parts, query: value === REMOVE ? others : [...others, [field.name, String(value)]] };
        }
        const value = mutation.make(parts.body?.[field.name]);
        const mismatch = typeMismatch(field, value);
        return {
          ...parts,
          body: setField(parts.body ?? {}, field.name, value),
          ...(mismatch ? { mustRefuse: mismatch } : {}),
        };
      },
    }));
  });
}

/** Query-wide and session cases every route gets. */
function routeCases(route: RouteTableEntry): BadCase[] {
  const extraQuery = (label: string, pair: [string, string]) =>
    whole(route, `query ${label}`, (parts) => ({ query: [...parts.query, pair] }));
  return [
    extraQuery('proto-key', ['__proto__', '1']),
    extraQuery('proto-nested', ['__proto__[polluted]', '1']),
    extraQuery('constructor-key', ['constructor', '1']),
    extraQuery('unknown-key', ['probeExtra', '1']),
    whole(route, 'cookie unknown-session', () => ({ cookie: unknownSessionCookie })),
    whole(route, 'cookie garbage', () => ({ cookie: 'sideline_session=%00%ZZ; other=' })),
    whole(route, 'cookie huge', () => ({ cookie: `sideline_session=${'a'.repeat(8000)}` })),
  ];
}

/**
 * True when `route` is `earlier` under another path or method: the same handler code and the very
 * same schema objects (the spec's two spellings of sign-up, PUT and POST of complete).
 */
export function isAlias(route: RouteTableEntry, earlier: RouteTableEntry): boolean {
  const same = (a: RouteTableEntry['schema'], b: RouteTableEntry['schema']) =>
    a.params === b.params && a.querystring === b.querystring && a.body === b.body && a.headers === b.headers;
  return same(route.schema, earlier.schema) && String(route.handler) === String(earlier.handler);
}

/**
 * Every bad-input case of one route, generated from its schemas. An alias of a route already probed
 * gets the whole-request cases only: its fields run through the same schema and handler code.
 */
export function casesFor(route: RouteTableEntry, alias = false): BadCase[] {
  const paramFields = fieldsOf(route.schema.params);
  const known = new Set(paramFields.map((f) => f.name));
  for (const name of paramNames(route.url)) {
    if (!known.has(name)) paramFields.push({ name, required: true, node: { type: 'string' } });
  }
  const bodyFields = fieldsOf(route.schema.body);
  return [
    ...(alias ? [] : fieldCases(route, 'params', paramFields)),
    ...(alias ? [] : fieldCases(route, 'query', fieldsOf(route.schema.querystring))),
    ...(alias ? [] : fieldCases(route, 'body', bodyFields)),
    ...(takesBody(route.method) ? [...bodyCases(route, bodyFields), ...multipartCases(route)] : []),
    ...routeCases(route),
  ];
}

/** Real ids for the fields of a schema that name rows (the fixture map decides which). */
async function fixturesFor(world: World, url: string, fields: FieldSpec[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.node.type === undefined && !field.node.anyOf) continue; // z.unknown(): ignored by the route
    const value = await fixtureFor(world, url, field.name);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/** A valid request for the route: real ids, and values its own schemas accept. */
export async function validParts(world: World, route: RouteTableEntry): Promise<Parts> {
  const n = nextSerial();
  const params: Record<string, string> = {};
  const paramFixtures = await fixturesFor(
    world,
    route.url,
    paramNames(route.url).map((name) => ({ name, required: true, node: { type: 'string' } })),
  );
  const builtParams = route.schema.params
    ? buildValid(route.schema.params, {
        mode: 'text',
        n,
        fixed: Object.fromEntries(Object.entries(paramFixtures).map(([k, val]) => [k, String(val)])),
      })
    : {};
  for (const name of paramNames(route.url)) {
    params[name] = encodeURIComponent(String(builtParams[name] ?? paramFixtures[name] ?? '1'));
  }
  const queryFields = fieldsOf(route.schema.querystring);
  const queryFixtures = await fixturesFor(world, route.url, queryFields);
  const query = route.schema.querystring
    ? buildValid(route.schema.querystring, {
        mode: 'text',
        n,
        fixed: Object.fromEntries(Object.entries(queryFixtures).map(([k, val]) => [k, String(val)])),
      })
    : {};
  const bodyFields = fieldsOf(route.schema.body);
  const body = route.schema.body
    ? buildValid(route.schema.body, {
        mode: 'json',
        n,
        fixed: await fixturesFor(world, route.url, bodyFields),
      })
    : undefined;
  return {
    params,
    query: Object.entries(query).map(([k, val]) => [k, encodeURIComponent(String(val))]),
    body,
  };
}

/** The request a case sends, signed in with `cookie` unless the case replaced the cookie. */
export function probeOf(route: RouteTableEntry, parts: Parts, cookie: string): Probe {
  const search = parts.query.map(([k, val]) => `${k}=${val}`).join('&');
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined = parts.payload;
  if (payload === undefined && parts.body !== undefined) payload = toJsonText(parts.body);
  const contentType =
    parts.contentType === undefined ? (payload !== undefined ? 'application/json' : null) : parts.contentType;
  if (contentType) headers['content-type'] = contentType;
  const sessionCookie = parts.cookie === undefined ? cookie : parts.cookie;
  return {
    method: route.method,
    url: `${fillPath(route.url, parts.params)}${search ? `?${search}` : ''}`,
    ...(sessionCookie ? { cookie: sessionCookie } : {}),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}
