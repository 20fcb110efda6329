import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { withDefaultParsers } from './pglite-parsers.js';

// Embedded in both suites' runs: these are PGlite's parsers (node-postgres has its own, untouched).
const probes = pgTable('probes', { id: integer('id').primaryKey() });
let database: Database;
let pglite: PGlite;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  pglite = database.pglite!;
  await pglite.exec('create table probes (id int primary key); insert into probes values (1)');
});
afterAll(() => database?.close());

/** The options each query reached the PGlite instance with, while `run` ran. */
async function optionsSent(run: () => Promise<unknown>): Promise<(QueryOptions | undefined)[]> {
  const sent: (QueryOptions | undefined)[] = [];
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    sent.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  try {
    await run();
  } finally {
    pglite.query = query;
  }
  return sent;
}

describe("drizzle's queries on PGlite", () => {
  it('reach the instance without per-query parsers (PGlite would copy its whole table for each)', async () => {
    const sent = await optionsSent(async () => {
      await database.db.select({ id: probes.id }).from(probes).limit(1);
      await database.db
        .select({ id: probes.id })
        .from(probes)
        .where(eq(probes.id, sql.placeholder('id')))
        .prepare('pglite_parsers_test')
        .execute({ id: 1 });
      await database.db.execute(sql`select 1`);
    });
    expect(sent).toHaveLength(3);
    for (const options of sent) expect(options?.parsers).toBeUndefined();
    expect(sent[0]?.rowMode).toBe('array');
  });

  it('still get dates, timestamps and intervals as text (arrays of them as arrays of text), inside transactions too', async () => {
    const probe = sql`select '2026-11-27'::date as d, '2026-11-27 10:30:00'::timestamp as ts,
      '2026-11-27 10:30:00+00'::timestamptz as tz, '1 day'::interval as i,
      array['2026-11-27'::date] as ds, array[1.5::numeric] as ns`;
    const expected = {
      d: '2026-11-27',
      ts: '2026-11-27 10:30:00',
      tz: '2026-11-27 10:30:00+00',
      i: '1 day',
      ds: ['2026-11-27'],
      ns: ['1.5'],
    };
    const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];
    expect(firstRow(await database.db.execute(probe))).toEqual(expected);
    const inTransaction = await database.db.transaction(async (tx) => firstRow(await tx.execute(probe)));
    expect(inTransaction).toEqual(expected);
  });

  it("keep a caller's own parsers for other types", async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const result = await client.query<{ n: unknown }>('select 1::int as n', [], {
      parsers: { 23: (value: string) => `int ${value}` },
    });
    expect(result.rows[0]!.n).toBe('int 1');
  });
});

describe("the queue's view of the instance", () => {
  it("parses dates and timestamps as PGlite does by default (pg-boss's own expectation)", async () => {
    const view = withDefaultParsers(pglite);
    const { rows } = await view.query<{ d: unknown; tz: unknown }>(
      "select '2026-11-27'::date as d, now() as tz where $1::int = 1",
      [1],
    );
    expect(rows[0]!.d).toBeInstanceOf(Date);
    expect(rows[0]!.tz).toBeInstanceOf(Date);
    const [executed] = await view.exec('select now() as tz');
    expect((executed!.rows[0] as { tz: unknown }).tz).toBeInstanceOf(Date);
  });
});
