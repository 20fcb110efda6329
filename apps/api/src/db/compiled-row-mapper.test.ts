import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db.js';
import { selectJobs } from '../modules/jobs/job-view.js';
import type { Database } from './client.js';
import { pgErrorOf } from '../lib/pg-errors.js';
import { withCompiledRowMapper } from './compiled-row-mapper.js';
import { jobs } from './schema/index.js';
import { seedDemoIfEmpty } from './seed/seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db);
});
afterAll(() => database?.close());

describe('compiled row mapper', () => {
  it('maps every demo job exactly as drizzle does: nested objects, decoded dates, empty left joins as null', async () => {
    const query = () => selectJobs(database.db, sql<number>`1.5`).orderBy(jobs.id);
    const expected = await query();
    const prepared = withCompiledRowMapper(query().prepare('compiled_row_mapper_test'));
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    const compiled = await prepared.execute();
    expect(expected.length).toBeGreaterThan(10);
    // The demo holds jobs with a booked helper and jobs without one (the left-joined helper is null).
    expect(expected.some((row) => row.helper === null)).toBe(true);
    expect(expected.some((row) => row.helper !== null)).toBe(true);
    expect(compiled[0]!.job.createdAt).toBeInstanceOf(Date);
    expect(compiled).toEqual(expected);
  });

  it("answers a database error as drizzle does: the driver's error inside a DrizzleQueryError", async () => {
    const prepared = withCompiledRowMapper(
      selectJobs(database.db)
        .where(eq(jobs.id, sql.placeholder('id')))
        .prepare('compiled_row_mapper_error_test'),
    );
    const error = await prepared.execute({ id: 'not a number' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(pgErrorOf(error)?.code).toBe('22P02');
    expect(await prepared.execute({ id: 0 })).toEqual([]);
  });
});
