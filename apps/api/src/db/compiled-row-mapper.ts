import { Column, DrizzleQueryError, fillPlaceholders, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { queryKnownShape, type RowShape } from './known-shape-query.js';

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

/**
 * Drizzle's row mapping (`mapResultRow`) rediscovers, for every cell of every row, what kind of field
 * the column is (`is()` walks the prototype chain) and which table it came from; on a 21-job page of
 * 40 columns that was the largest part of the API's own CPU. This is the same mapping with those
 * answers worked out once per statement: nested objects by path, driver values decoded, and a
 * left-joined object that came back empty (its first column null) turned into null, exactly as
 * drizzle decides it.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (row: unknown[]) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    // The table a nested object's column comes from, where drizzle may null the object out.
    table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  return (row) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    for (let index = 0; index < columns.length; index++) {
      const { path, decoder, table } = columns[index]!;
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const key = path[depth]!;
        node = (node[key] ??= {}) as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[path[path.length - 1]!] = value;
      if (table !== null) {
        const object = path[0]!;
        if (!(object in nullify)) nullify[object] = value === null ? table : false;
        else if (typeof nullify[object] === 'string' && nullify[object] !== table) nullify[object] = false;
      }
    }
    for (const object in nullify) {
      const table = nullify[object];
      if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
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
 * between them), its column parsers kept from one execution to the next (known-shape-query.ts).
 * The statement, its parameters, the error it throws (DrizzleQueryError around the driver's) and
 * the rows are drizzle's own.
 */
function executeDirectly(prepared: NodePgInternals, map: (rows: unknown[][]) => unknown[]): void {
  if (prepared.cache !== undefined && !is(prepared.cache, NoopCache)) return;
  const { client, queryConfig, params } = prepared;
  const { name, text, types } = queryConfig;
  if (name === undefined || queryConfig.rowMode !== 'array') return;
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
 * answers the same prepared query.
 */
export function withCompiledRowMapper<T>(prepared: T): T {
  const internals = prepared as unknown as PreparedInternals;
  if (!internals.fields || internals.customResultMapper) return prepared;
  const map = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
  internals.customResultMapper = (rows) => rows.map(map);
  if (is(prepared, NodePgPreparedQuery)) {
    executeDirectly(prepared as unknown as NodePgInternals, internals.customResultMapper);
  }
  return prepared;
}
