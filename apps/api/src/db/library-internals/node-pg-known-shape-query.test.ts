import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db.js';
import { pgErrorOf } from '../../lib/pg-errors.js';
import type { Database } from '../client.js';
import {
  knownShapeSupported,
  PG_VERSION,
  queryKnownShape,
  type RowShape,
} from './node-pg-known-shape-query.js';

const apiPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * The guard for node-postgres's private parts read by node-pg-known-shape-query.ts (see index.ts): it
 * fails when pg is upgraded (or its range opened) without that file being checked against the new
 * release, or when those parts change shape or meaning.
 */
describe('node-postgres, whose private parts library-internals reads', () => {
  it('is installed at the release they were written for, pinned exactly', () => {
    const installed = (createRequire(import.meta.url)('pg/package.json') as { version: string }).version;
    expect(installed).toBe(PG_VERSION);
    expect(apiPackage.dependencies.pg).toBe(PG_VERSION);
    expect(knownShapeSupported).toBe(true);
  });

  it('still has a Query whose Result, parsers and row description are the ones KnownShapeQuery replaces', () => {
    const query = new pg.Query('select 1') as unknown as Record<string, unknown> & {
      _result: Record<string, unknown> & { constructor: new (rowMode: string, types: unknown) => object };
      handleRowDescription(message: unknown): void;
      _checkForMultirow(): void;
    };
    expect(query._results).toBe(query._result);
    expect(query._result._parsers).toBeUndefined();
    expect(query._result.fields).toEqual([]);
    expect(query._checkForMultirow).toBeTypeOf('function');
    expect(new query._result.constructor('array', undefined)).toMatchObject({ rowAsArray: true });
    // KnownShapeQuery's kept-shape branch does what this method does, with the parsers it kept.
    const normalized = (source: string) => source.replace(/\s+/g, ' ').trim();
    expect(normalized(String(query.handleRowDescription))).toBe(
      normalized(`handleRowDescription(msg) {
        this._checkForMultirow()
        this._result.addFields(msg.fields)
        this._accumulateRows = this.callback || !this.listeners('row').length
      }`),
    );
    query.handleRowDescription({ fields: [{ name: 'v', dataTypeID: 23, format: 'text' }] });
    expect(query._result._parsers).toEqual([pg.types.getTypeParser(23, 'text')]);
    expect(query._accumulateRows).toBe(true);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Dates and timestamps as text, as drizzle asks node-postgres for them.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMPTZ || oid === pg.types.builtins.DATE
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format),
};
const MANY_TYPES = `select $1::int as n, $2::text as t, '{1,2}'::int[] as ints, null::text as missing,
  12.5::numeric as money, '2026-11-27'::date as day, '2026-11-27 10:00:00+00'::timestamptz as at,
  true as yes, 9007199254740993::bigint as big`;

describe.skipIf(!onPostgres)('a named statement queried with its known row shape (node-postgres)', () => {
  let database: Database;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await openTestDatabase();
    pool = database.pool!;
  });
  afterAll(() => database?.close());

  it('answers the rows node-postgres answers, and keeps the parsers from the first answer', async () => {
    const shape: RowShape = {};
    const expected = await pool.query({
      name: 'plain_many_types',
      text: MANY_TYPES,
      rowMode: 'array',
      types,
      values: [7, 'x'],
    });
    const first = await queryKnownShape(
      pool,
      { name: 'known_many_types', text: MANY_TYPES, types },
      [7, 'x'],
      shape,
    );
    const parsers = shape.parsers;
    expect(parsers).toHaveLength(9);
    const second = await queryKnownShape(
      pool,
      { name: 'known_many_types', text: MANY_TYPES, types },
      [7, 'x'],
      shape,
    );
    expect(first.rows).toEqual(expected.rows);
    expect(second.rows).toEqual(expected.rows);
    expect(second.rows[0]).toEqual([
      7,
      'x',
      [1, 2],
      null,
      '12.5',
      '2026-11-27',
      '2026-11-27 10:00:00+00',
      true,
      '9007199254740993',
    ]);
    expect(shape.parsers).toBe(parsers);
  });

  it('works the parsers out afresh when the columns differ from the shape it was given', async () => {
    const shape: RowShape = {};
    await queryKnownShape(pool, { name: 'known_int_column', text: 'select 1::int as v' }, [], shape);
    const intParsers = shape.parsers;
    const { rows } = await queryKnownShape(
      pool,
      { name: 'known_array_column', text: "select '{1,2}'::int[] as v" },
      [],
      shape,
    );
    expect(rows).toEqual([[[1, 2]]]);
    expect(shape.parsers).not.toBe(intParsers);
    expect(shape.fields?.[0]?.dataTypeID).toBe(1007);
  });

  it('runs on a single client (a transaction), and answers errors without holding the connection', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await queryKnownShape(
        client,
        { name: 'known_on_client', text: 'select $1::int + 1 as v' },
        [41],
        {},
      );
      expect(rows).toEqual([[42]]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    // One connection only: an error that kept it would leave the next query waiting for ever.
    const single = new pg.Pool({
      connectionString: (pool.options as { connectionString: string }).connectionString,
      max: 1,
    });
    try {
      const shape: RowShape = {};
      const config = { name: 'known_bad_input', text: 'select $1::int as v' };
      const error = await queryKnownShape(single, config, ['not a number'], shape).catch(
        (caught: unknown) => caught,
      );
      expect(pgErrorOf(error)?.code).toBe('22P02');
      expect((await queryKnownShape(single, config, [3], shape)).rows).toEqual([[3]]);
      expect((await queryKnownShape(single, config, [4], shape)).rows).toEqual([[4]]);
    } finally {
      await single.end();
    }
  });
});
