import fc from 'fast-check';
import { z } from 'zod';
import { dayFromToday } from '../marketplace.js';

/** A JSON Schema node as z.toJSONSchema writes it (the parts the generators read). */
export interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface FieldSpec {
  name: string;
  required: boolean;
  node: JsonNode;
}

const fieldMemo = new WeakMap<object, FieldSpec[]>();

/** Routes declare zod schemas; one declared otherwise (a plugin's JSON Schema) gets whole-request cases only. */
export const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** The top-level fields of an input schema, read from its JSON Schema (input side of transforms). */
export function fieldsOf(schema: unknown): FieldSpec[] {
  if (!isZod(schema)) return [];
  const memoized = fieldMemo.get(schema);
  if (memoized) return memoized.map((f) => ({ ...f }));
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  const props: Record<string, JsonNode> = {};
  const required = new Set<string>();
  const collect = (node: JsonNode) => {
    Object.assign(props, node.properties ?? {});
    for (const name of node.required ?? []) required.add(name);
    for (const part of node.allOf ?? []) collect(part);
  };
  collect(json);
  const fields = Object.entries(props).map(([name, node]) => ({ name, required: required.has(name), node }));
  fieldMemo.set(schema, fields);
  return fields.map((f) => ({ ...f }));
}

/** Every JSON type any branch of the field takes. */
export const typesOfField = (node: JsonNode): string[] => branchesOf(node).flatMap(typesOf);

const DATE_OR_TIME = /^(\d{4}-\d{2}-\d{2}|\d{2}:\d{2})$/;

/**
 * Which kinds of JSON value a field takes (any branch of a union counts). A string is "shaped" when
 * its schema declares a pattern or format, or when the value the schema accepted for it is a date or
 * a time (a refine() leaves no trace in JSON Schema).
 */
export function acceptsOf(
  node: JsonNode,
  example?: unknown,
): {
  string: boolean;
  shaped: boolean;
  number: boolean;
  boolean: boolean;
  array: boolean;
} {
  const branches = branchesOf(node);
  const has = (type: string) => branches.some((b) => typesOf(b).includes(type));
  return {
    string: has('string'),
    shaped:
      branches.some(
        (b) => typesOf(b).includes('string') && (b.pattern !== undefined || b.format !== undefined),
      ) ||
      (typeof example === 'string' && DATE_OR_TIME.test(example)),
    number: has('number') || has('integer'),
    boolean: has('boolean'),
    array: has('array'),
  };
}

/** Leaves a field out of the built object. */
export const OMIT = Symbol('omit');
type Candidate = unknown;

export interface BuildContext {
  /** 'json' bodies keep JSON types; 'text' (path and query) turns every value into a string. */
  mode: 'json' | 'text';
  /** A number unique to this build, so emails, usernames and dates never collide. */
  n: number;
  /** Fixed values by field name (real ids, chosen secrets). */
  fixed: Record<string, unknown>;
  /** Fill optional fields too (an example of every field) instead of leaving them out first. */
  everything?: boolean;
}

const typesOf = (node: JsonNode): string[] => (node.type === undefined ? [] : [node.type].flat());
const branchesOf = (node: JsonNode): JsonNode[] => node.anyOf ?? node.oneOf ?? [node];

function fitsString(node: JsonNode, value: string): boolean {
  if (node.minLength !== undefined && value.length < node.minLength) return false;
  if (node.maxLength !== undefined && value.length > node.maxLength) return false;
  return node.pattern === undefined || new RegExp(node.pattern).test(value);
}

function fitsNumber(node: JsonNode, value: number, integer: boolean): boolean {
  if (integer && !Number.isInteger(value)) return false;
  if (node.minimum !== undefined && value < node.minimum) return false;
  if (node.maximum !== undefined && value > node.maximum) return false;
  if (node.exclusiveMinimum !== undefined && value <= node.exclusiveMinimum) return false;
  return node.exclusiveMaximum === undefined || value < node.exclusiveMaximum;
}

/** Free text of a length the field accepts, ending in a letter (trim-safe). */
function text(node: JsonNode, n: number): string {
  const length = Math.min(node.maxLength ?? 60, Math.max(node.minLength ?? 0, 40));
  const filler = `Probe ${n} keeps the book for the doubleheader at the complex. `.repeat(20);
  return `${filler.slice(0, Math.max(0, length - 1))}x`.slice(0, Math.max(length, 1));
}

const dates = new Map<number, string>();
/** dayFromToday asks Intl for today's date: slow enough to matter thousands of times over. */
const futureDate = (days: number) => {
  let date = dates.get(days);
  if (!date) dates.set(days, (date = dayFromToday(days)));
  return date;
};

const drawnMemo = new Map<string, string[]>();
/** Strings fast-check draws from a pattern none of the usual values fits (same seed: same values). */
function drawnMatching(node: JsonNode): string[] {
  const key = JSON.stringify(node);
  let drawn = drawnMemo.get(key);
  if (!drawn) {
    drawn = fc
      .sample(fc.stringMatching(new RegExp(node.pattern!)), { seed: 7, numRuns: 8 })
      .filter((s) => fitsString(node, s));
    drawnMemo.set(key, drawn);
  }
  return drawn;
}

/**
 * Plausible string values, most generic first: free text, a token, an email, a handle, a future
 * date, two times, a ZIP we know, digits; then strings fast-check draws from the field's pattern.
 * The first that the whole schema accepts wins.
 */
function stringCandidates(node: JsonNode, n: number): string[] {
  const plain = [
    text(node, n),
    `probe_${n}_x`,
    `probe.${n}@example.com`,
    `@probe_${n}`,
    futureDate(10 + (n % 300)),
    // A past date (an adult's date of birth), where a future one is refused.
    '1990-05-01',
    '09:00',
    '11:30',
    '33602',
    '30',
    // An IANA time zone (a helper's availability), where only a real zone is accepted.
    'America/New_York',
    // A web address (a stream link): last, so it is only tried where nothing above is accepted.
    `https://example.com/probe_${n}`,
  ].filter((s) => fitsString(node, s));
  if (node.pattern && plain.length < 2) plain.push(...drawnMatching(node));
  return plain;
}

function candidatesOf(node: JsonNode, n: number): Candidate[] {
  const branches = branchesOf(node);
  if (branches.length > 1) {
    // Null first: a nullable field is valid empty and needs no other row to exist.
    const ordered = [...branches].sort(
      (a, b) => Number(!typesOf(a).includes('null')) - Number(!typesOf(b).includes('null')),
    );
    return ordered.flatMap((b) => candidatesOf(b, n));
  }
  if ('const' in node) return [node.const];
  if (node.enum) return node.enum;
  const types = typesOf(node);
  if (types.length === 0) return [OMIT]; // z.unknown(): accepted and ignored, so leave it out
  return types.flatMap((type): Candidate[] => {
    switch (type) {
      case 'null':
        return [null];
      case 'boolean':
        return [true, false];
      case 'integer':
      case 'number': {
        const bounds = [node.minimum, node.maximum].filter((v): v is number => v !== undefined);
        return [30, 3000, ...bounds, 1, 0, 25.5].filter((v) => fitsNumber(node, v, type === 'integer'));
      }
      case 'string':
        return stringCandidates(node, n);
      case 'array': {
        const item = node.items ? candidatesOf(node.items, n).find((c) => c !== OMIT) : 'x';
        const list = [[item]];
        if ((node.minItems ?? 0) === 0) list.push([]);
        return list;
      }
      case 'object':
        return [buildFromNode(node, n)];
      default:
        return [];
    }
  });
}

/** A nested object from JSON Schema alone (no zod to confirm it): required fields, first candidates. */
function buildFromNode(node: JsonNode, n: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of node.required ?? []) {
    const first = candidatesOf(node.properties?.[name] ?? {}, n).find((c) => c !== OMIT);
    out[name] = first;
  }
  return out;
}

const asText = (value: unknown): unknown =>
  value === OMIT || value === null ? value : Array.isArray(value) ? value.map(asText) : String(value);

interface Attempt {
  everything: boolean;
  choice: number[];
}
/** Per schema, the candidate choice that last produced a valid object: later builds start there. */
const memo = new WeakMap<object, Map<string, Attempt>>();

/**
 * A value the schema accepts, built from its own JSON Schema: required fields first (optional ones
 * left out), then, if the schema's cross-field rules ask for more, every field. Fields named in
 * `fixed` keep their value. The schema itself is the judge: each refused field moves on to its
 * next candidate until the parse succeeds.
 */
export function buildValid(schema: unknown, ctx: BuildContext): Record<string, unknown> {
  if (!isZod(schema)) return {};
  const zod = schema;
  const fields = fieldsOf(schema);
  const lists = (everything: boolean) =>
    fields.map((f): Candidate[] => {
      if (f.name in ctx.fixed) return [ctx.fixed[f.name]];
      const own = candidatesOf(f.node, ctx.n).map((c) => (ctx.mode === 'text' ? asText(c) : c));
      const present = own.filter((c) => c !== OMIT);
      if (present.length === 0) return [OMIT];
      return f.required || everything ? present : [OMIT, ...present];
    });
  const assemble = (options: Candidate[][], choice: number[]) => {
    const out: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      const value = options[i]![Math.min(choice[i]!, options[i]!.length - 1)];
      if (value !== OMIT && value !== undefined) out[f.name] = value;
    });
    return out;
  };
  const cache = memo.get(zod as object) ?? new Map<string, Attempt>();
  memo.set(zod as object, cache);
  const modeKey = `${ctx.mode}:${ctx.everything ? 'all' : 'some'}:${Object.keys(ctx.fixed).sort().join(',')}`;
  let lastIssues = '';
  // The choice that worked last time first (candidate lists can differ a little between builds),
  // then a search from scratch: required fields only, then every field.
  const remembered = cache.get(modeKey);
  const attempts: Attempt[] = [
    ...(remembered ? [{ everything: remembered.everything, choice: [...remembered.choice] }] : []),
    ...(ctx.everything ? [true] : [false, true]).map((everything) => ({
      everything,
      choice: fields.map(() => 0),
    })),
  ];
  for (const { everything, choice } of attempts) {
    const options = lists(everything);
    for (let round = 0; round < 80; round++) {
      const value = assemble(options, choice);
      const parsed = zod.safeParse(value);
      if (parsed.success) {
        cache.set(modeKey, { everything, choice });
        return value;
      }
      lastIssues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      const refused = new Set(parsed.error.issues.map((i) => fields.findIndex((f) => f.name === i.path[0])));
      let advanced = false;
      for (const index of refused) {
        if (index < 0 || choice[index]! >= options[index]!.length - 1) continue;
        choice[index]! += 1;
        advanced = true;
      }
      if (!advanced) break;
    }
  }
  throw new Error(`cannot build a valid value from the schema (${lastIssues})`);
}
