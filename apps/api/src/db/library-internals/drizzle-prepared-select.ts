import { Column, DrizzleQueryError, fillPlaceholders, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { npmVersion } from 'drizzle-orm/version';
import type pg from 'pg';
import { queryKnownShape, type RowShape } from './node-pg-known-shape-query.js';

/** The drizzle-orm release whose private parts this file reads (index.ts). */
export const DRIZZLE_VERSION = '0.45.4';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
interface SelectedField {
  path: string[];
  field: unknown;
}
/** What a prepared select carries (drizzle-orm 0.45's node-postgres and PGlite sessions alike). */
interface PreparedInternals {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

/** A select's result object, as a tree of keys: a leaf is the index of the column it holds. */
type Shape = Map<string, number | Shape>;

/** One row's decoded cells, by column index. */
type Cells = unknown[];

/**
 * The object for `shape`: its keys and where each value comes from are worked out once, so a row is
 * a loop of stores in the select's key order (every result object of a statement takes the same
 * hidden-class path, as drizzle's would).
 */
function objectBuilder(shape: Shape): (cells: Cells) => Record<string, unknown> {
  const keys: string[] = [];
  /** A column's index, or the builder of a nested object, key by key. */
  const sources: (number | ((cells: Cells) => Record<string, unknown>))[] = [];
  for (const [name, node] of shape) {
    // Stored, this key would set the object's prototype instead of a property: a select never has it.
    if (name === '__proto__') throw new Error('A selected object cannot have a key named __proto__');
    keys.push(name);
    sources.push(typeof node === 'number' ? node : objectBuilder(node));
  }
  const count = keys.length;
  return (cells) => {
    const target: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const source = sources[i]!;
      const value = typeof source === 'number' ? cells[source] : source(cells);
      target[keys[i]!] = value;
    }
    return target;
  };
}

const identity = Column.prototype.mapFromDriverValue;

/**
 * Drizzle's row mapping (`mapResultRow`) rediscovers, for every cell of every row, what kind of field
 * the column is (`is()` walks the prototype chain) and which table it came from; on a 21-job page of
 * 40 columns that was the largest part of the API's own CPU. This is the same mapping with those
 * answers worked out once per statement, as closures (no generated source): nested objects by path,
 * driver values decoded (a column whose decoder returns the value as it is, is not called), and a
 * left-joined object that came back empty (its first column null) turned into null, exactly as
 * drizzle decides it.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (row: unknown[]) => Record<string, unknown> {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const shape: Shape = new Map();
  /** Per nested object, the tables of its columns in order: where drizzle may null the object out. */
  const joined = new Map<string, { first: number; tables: Set<string> }>();
  fields.forEach(({ path, field }, index) => {
    let node = shape;
    for (const name of path.slice(0, -1)) {
      const next = node.get(name) ?? new Map<string, number | Shape>();
      if (typeof next === 'number') throw new Error(`Selected field ${path.join('.')} is inside a value`);
      node.set(name, next);
      node = next;
    }
    node.set(path[path.length - 1]!, index);
    if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
      const object = joined.get(path[0]!) ?? { first: index, tables: new Set<string>() };
      object.tables.add(getTableName(field.table));
      joined.set(path[0]!, object);
    }
  });
  const nullable = [...joined]
    .filter(([, { tables }]) => tables.size === 1)
    .map(([object, { first, tables }]) => ({ object, first, table: [...tables][0]! }));
  /** The columns to decode: those whose decoder is not drizzle's identity. */
  const decoded = decoders.flatMap((decoder, index) =>
    decoder.mapFromDriverValue === identity ? [] : [{ index, decoder }],
  );
  const build = objectBuilder(shape);
  const decodedCount = decoded.length;
  return function mapRow(row) {
    const cells = row.slice();
    for (let i = 0; i < decodedCount; i++) {
      const { index, decoder } = decoded[i]!;
      const raw = cells[index];
      if (raw !== null) cells[index] = decoder.mapFromDriverValue(raw);
    }
    const result = build(cells);
    for (const { object, first, table } of nullable) {
      if (cells[first] === null && !joinsNotNullableMap![table]) result[object] = null;
    }
    return result;
  };
}

/** What a node-postgres prepared query holds (drizzle-orm 0.45). */
interface NodePgInternals {
  client: pg.Pool | pg.ClientBase;
  queryConfig: { name?: string; text: string; rowMode?: string; types?: unknown };
  params: unknown[];
  cache?: unknown;
  execute: (values?: Record<string, unknown>) => Promise<unknown[]>;
}

/**
 * On node-postgres, the prepared select's execute without drizzle's per-call wrapping (three tracing
 * closures, a cache check that walks prototype chains, no cache being configured, and the promises
 * between them), its column parsers kept from one execution to the next (node-pg-known-shape-query.ts).
 * The statement, its parameters, the error it throws (DrizzleQueryError around the driver's) and
 * the rows are drizzle's own.
 */
function executeDirectly(prepared: NodePgInternals, map: (rows: unknown[][]) => unknown[]): void {
  if (prepared.cache !== undefined && !is(prepared.cache, NoopCache)) return;
  const { client, queryConfig, params } = prepared;
  if (typeof client?.query !== 'function' || !Array.isArray(params) || !queryConfig) return;
  const { name, text, types } = queryConfig;
  if (typeof name !== 'string' || typeof text !== 'string' || queryConfig.rowMode !== 'array') return;
  const shape: RowShape = {};
  prepared.execute = async (values = {}) => {
    const filled = fillPlaceholders(params, values);
    let result;
    try {
      result = await queryKnownShape(client, { name, text, types }, filled, shape);
    } catch (error) {
      throw new DrizzleQueryError(text, filled, error as Error);
    }
    return map(result.rows);
  };
}

/**
 * Gives a prepared select the compiled mapper (see above) and, on node-postgres, a direct execute;
 * answers the same prepared query. Under another drizzle-orm release, or on a prepared query without
 * the parts read here, it is left as drizzle made it.
 */
export function withCompiledRowMapper<T>(prepared: T): T {
  if (npmVersion !== DRIZZLE_VERSION) return prepared;
  const internals = prepared as unknown as PreparedInternals;
  if (!Array.isArray(internals.fields) || internals.customResultMapper !== undefined) return prepared;
  const map = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
  internals.customResultMapper = (rows) => rows.map(map);
  if (is(prepared, NodePgPreparedQuery)) {
    executeDirectly(prepared as unknown as NodePgInternals, internals.customResultMapper);
  }
  return prepared;
}
