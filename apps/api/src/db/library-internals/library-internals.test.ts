import { readFileSync } from 'node:fs';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { npmVersion } from 'drizzle-orm/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db.js';
import { pgErrorOf } from '../../lib/pg-errors.js';
import { selectJobs } from '../../modules/jobs/job-view.js';
import type { Database } from '../client.js';
import { jobs } from '../schema/index.js';
import { seedDemoIfEmpty } from '../../seed/seed.js';
import { DRIZZLE_VERSION, withCompiledRowMapper } from './index.js';

/**
 * The guard for what index.ts relies on: it fails when drizzle-orm is upgraded (or its range opened)
 * without this folder being checked against the new release, or when the private parts read here
 * change shape or meaning. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db);
});
afterAll(() => database?.close());

const apiPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The private parts of a drizzle prepared select read by drizzle-prepared-select.ts. */
interface Internals {
  fields?: { path: unknown; field: unknown }[];
  joinsNotNullableMap?: unknown;
  customResultMapper?: unknown;
  execute: unknown;
  client?: { query?: unknown };
  queryConfig?: { name?: unknown; text?: unknown; rowMode?: unknown };
  params?: unknown;
  cache?: unknown;
}
const internalsOf = (prepared: unknown) => prepared as Internals;
const jobById = (name: string) =>
  selectJobs(database.db)
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);

describe('drizzle-orm, whose private parts library-internals reads', () => {
  it('is installed at the release they were written for, pinned exactly', () => {
    expect(npmVersion).toBe(DRIZZLE_VERSION);
    expect(apiPackage.dependencies['drizzle-orm']).toBe(DRIZZLE_VERSION);
  });

  it('still builds prepared selects with the parts read, and honours customResultMapper', async () => {
    const prepared = jobById('library_internals_shape');
    const internals = internalsOf(prepared);
    expect(Array.isArray(internals.fields)).toBe(true);
    expect(internals.fields!.length).toBeGreaterThan(10);
    for (const { path } of internals.fields!) {
      expect(Array.isArray(path)).toBe(true);
      for (const key of path as unknown[]) expect(key).toBeTypeOf('string');
    }
    // selectJobs left-joins the booked helper: drizzle nulls that object by this map.
    expect(internals.joinsNotNullableMap).toBeTypeOf('object');
    expect(Object.values(internals.joinsNotNullableMap as object)).toContain(false);
    expect(internals.customResultMapper).toBeUndefined();
    if (database.kind === 'postgres') {
      expect(prepared).toBeInstanceOf(NodePgPreparedQuery);
      expect(internals.client?.query).toBeTypeOf('function');
      expect(internals.queryConfig).toMatchObject({ name: 'library_internals_shape', rowMode: 'array' });
      expect(internals.queryConfig!.text).toBeTypeOf('string');
      expect(Array.isArray(internals.params)).toBe(true);
      expect(internals.cache === undefined || internals.cache instanceof NoopCache).toBe(true);
    }
    // drizzle's own execute hands the driver's array rows to customResultMapper when one is set.
    const seen: unknown[][][] = [];
    internals.customResultMapper = (rows: unknown[][]) => (seen.push(rows), ['mapped']);
    const [first] = await database.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id).limit(1);
    expect(await prepared.execute({ id: first!.id })).toEqual(['mapped']);
    expect(seen).toHaveLength(1);
    expect(Array.isArray(seen[0]![0])).toBe(true);
    expect(seen[0]![0]).toHaveLength(internals.fields!.length);
  });
});

describe('a prepared select with the compiled row mapper', () => {
  it('is patched (not left on the fallback) and, on node-postgres, executes directly', () => {
    const prepared = withCompiledRowMapper(jobById('library_internals_patched'));
    const internals = internalsOf(prepared);
    expect(internals.customResultMapper).toBeTypeOf('function');
    if (database.kind === 'postgres') expect(Object.hasOwn(prepared, 'execute')).toBe(true);
  });

  it('maps every demo job exactly as drizzle does: nested objects, decoded dates, empty left joins as null', async () => {
    const query = () => selectJobs(database.db, sql<number>`1.5`).orderBy(jobs.id);
    const expected = await query();
    const prepared = withCompiledRowMapper(query().prepare('library_internals_all_jobs'));
    const compiled = await prepared.execute();
    expect(expected.length).toBeGreaterThan(10);
    // The demo holds jobs with a booked helper and jobs without one (the left-joined helper is null).
    expect(expected.some((row) => row.helper === null)).toBe(true);
    expect(expected.some((row) => row.helper !== null)).toBe(true);
    expect(compiled[0]!.job.createdAt).toBeInstanceOf(Date);
    expect(compiled).toEqual(expected);
    // Twice: a named statement's second execution is the one the app runs all day.
    expect(await prepared.execute()).toEqual(expected);
  });

  it('answers inside a transaction as drizzle does', async () => {
    const [first] = await database.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id).limit(1);
    const expected = await selectJobs(database.db).where(eq(jobs.id, first!.id));
    const inTransaction = await database.db.transaction((tx) =>
      withCompiledRowMapper(
        selectJobs(tx as never)
          .where(eq(jobs.id, sql.placeholder('id')))
          .prepare('library_internals_in_tx'),
      ).execute({ id: first!.id }),
    );
    expect(inTransaction).toEqual(expected);
  });

  it("answers a database error as drizzle does: the driver's error inside a DrizzleQueryError", async () => {
    const prepared = withCompiledRowMapper(jobById('library_internals_error'));
    const error = await prepared.execute({ id: 'not a number' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(pgErrorOf(error)?.code).toBe('22P02');
    expect(await prepared.execute({ id: 0 })).toEqual([]);
  });
});
