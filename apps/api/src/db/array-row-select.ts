import { DrizzleQueryError, is, Param, Placeholder, SQL, sql, type Table } from 'drizzle-orm';
import pg from 'pg';
import { arrayRowMapper, leavesOf, type Selection } from './array-row-mapper.js';
import type { Db } from './database.js';

/**
 * How a database's driver runs a statement with rows as arrays, through its public API:
 * node-postgres's `query({ name, text, values, rowMode: 'array', types })` on the pool, PGlite's
 * `query(text, params, { rowMode: 'array' })` (the instance already parses drizzle's types as text,
 * pglite-parsers.ts). Set by whoever opens the database (client.ts, open-pglite.ts).
 */
export type ArrayRowDriver =
  | { kind: 'node-postgres'; pool: pg.Pool }
  | {
      kind: 'pglite';
      client: {
        query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
      };
    };

const drivers = new WeakMap<Db, ArrayRowDriver>();

/** Lets `db`'s array-row selects run on `driver` directly (a database nobody registered uses drizzle's). */
export function useArrayRows(db: Db, driver: ArrayRowDriver): void {
  drivers.set(db, driver);
}

const asText = (value: string) => value;
/**
 * drizzle's node-postgres driver asks for these types as PostgreSQL's text, which its columns then
 * map (timestamps, dates, intervals, and arrays of those and of numeric): the same here, so a column
 * decodes what drizzle's own query would have handed it.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const drizzleTypes = {
  getTypeParser: (oid: number, format?: string) =>
    TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format as 'text'),
} as pg.CustomTypesConfig;

/** What a select built with drizzle's query builder offers: its SQL, and drizzle's own prepared form. */
interface SelectQuery<TRow> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TRow[]> };
}

export interface ArrayRowSelect<TRow> {
  execute(values?: Record<string, unknown>): Promise<TRow[]>;
}

/** The statement's parameters, worked out once: a value, or the placeholder (and column encoder) filling it. */
function parameterFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  type Slot = { name: string; encode: ((value: unknown) => unknown) | null } | { name: null; value: unknown };
  const slots = params.map((param): Slot => {
    if (is(param, Placeholder)) return { name: param.name, encode: null };
    if (is(param, Param) && is(param.value, Placeholder)) {
      return { name: param.value.name, encode: (value) => param.encoder.mapToDriverValue(value) };
    }
    return { name: null, value: param };
  });
  return (values) =>
    slots.map((slot) => {
      if (slot.name === null) return slot.value;
      if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}" was provided`);
      const value = values[slot.name];
      return slot.encode ? slot.encode(value) : value;
    });
}

/**
 * A hot select prepared once through public library APIs only: its SQL built by drizzle's query
 * builder (`toSQL()`, parameters as `sql.placeholder`s), run by the driver with rows as arrays (a
 * named statement on node-postgres, parsed once per connection), and the rows mapped by a mapper
 * worked out once from the select's own field object (array-row-mapper.ts). Drizzle's prepared
 * `execute` maps every cell through its general `mapResultRow` and wraps each call in tracing and a
 * cache check: on the job page and the radius search that was most of the API's own CPU.
 *
 * `query` writes the select from the field object it is given: `selection` itself for drizzle's
 * prepared statement, or the same values, in the same order, each named `_` for the driver's. The
 * rows are mapped by `selection`, with `leftJoined` the tables the select left-joins. The answers
 * are drizzle's own (array-row-select.test.ts compares them), errors included (a DrizzleQueryError
 * around the driver's). On a database with no registered driver (a transaction, a migration's own
 * drizzle) drizzle's prepared statement runs instead.
 */
export function arrayRowSelect<S extends Selection, TRow>(
  db: Db,
  name: string,
  spec: { selection: S; leftJoined?: readonly Table[]; query: (fields: S) => SelectQuery<TRow> },
): ArrayRowSelect<TRow> {
  const driver = drivers.get(db);
  if (!driver) return spec.query(spec.selection).prepare(name);
  const leaves = leavesOf(spec.selection);
  // Every selected value under one name: rows come as arrays, so names say nothing, and node-postgres
  // builds a template object from the names of each answer's columns (for the job page's fifty
  // distinct names, a visible share of a call; for one name, next to nothing).
  const unnamed = Object.fromEntries(
    // An aliased SQL value is its SQL under another name (inside `sql`, drizzle writes only the alias).
    leaves.map(({ field }, i) => [`c${i}`, sql`${is(field, SQL.Aliased) ? field.sql : field}`.as('_')]),
  );
  const { sql: text, params } = spec.query(unnamed as S).toSQL();
  const fill = parameterFiller(params);
  const map = arrayRowMapper(leaves, spec.leftJoined);
  const columns = leaves.length;
  const run =
    driver.kind === 'node-postgres'
      ? (values: unknown[]) =>
          driver.pool.query<unknown[]>({ name, text, values, rowMode: 'array', types: drizzleTypes })
      : (values: unknown[]) => driver.client.query(text, values, { rowMode: 'array' });
  return {
    async execute(placeholders = {}) {
      const values = fill(placeholders);
      let rows: unknown[][];
      try {
        ({ rows } = await run(values));
      } catch (error) {
        throw new DrizzleQueryError(text, values, error as Error);
      }
      if (rows.length > 0 && rows[0]!.length !== columns) {
        throw new Error(
          `Statement ${name} answered ${rows[0]!.length} columns for a selection of ${columns}`,
        );
      }
      return rows.map(map) as TRow[];
    },
  };
}
