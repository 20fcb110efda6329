import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db.js';
import { pgErrorOf } from '../lib/pg-errors.js';
import { JOBS_LEFT_JOINED, jobsSelection, selectJobs } from '../modules/jobs/job-view.js';
import { seedDemoIfEmpty } from '../seed/seed.js';
import { arrayRowSelect } from './array-row-select.js';
import type { Database } from './client.js';
import { jobs, sessions, users } from './schema/index.js';

/**
 * The hot selects' public path (array rows from the driver, the mapper worked out from the field
 * object) held to drizzle's own answers for the same selects. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db);
});
afterAll(() => database?.close());

const firstJobId = async () =>
  (await database.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id).limit(1))[0]!.id;

describe('a select run as array rows', () => {
  it('maps every demo job as drizzle does: nested objects, decoded dates, empty left joins as null', async () => {
    const distance = sql<number>`1.5`;
    const query = () => selectJobs(database.db, distance).orderBy(jobs.id);
    const expected = await query();
    const select = arrayRowSelect(database.db, 'array_rows_all_jobs', {
      query: query(),
      selection: jobsSelection(distance),
      leftJoined: JOBS_LEFT_JOINED,
    });
    expect(expected.length).toBeGreaterThan(10);
    // The demo holds jobs with a booked helper and jobs without one (the left-joined helper is null).
    expect(expected.some((row) => row.helper === null)).toBe(true);
    expect(expected.some((row) => row.helper !== null)).toBe(true);
    const rows = await select.execute();
    expect(rows[0]!.job.createdAt).toBeInstanceOf(Date);
    expect(rows).toEqual(expected);
    // Key order too: replies are encoded from these objects.
    expect(rows.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
    expect(Object.keys(rows[0]!.job)).toEqual(Object.keys(expected[0]!.job));
    // Twice: a named statement's second execution is the one the app runs all day.
    expect(await select.execute()).toEqual(expected);
  });

  it('fills placeholders, those bound to a column included, as drizzle does', async () => {
    const id = await firstJobId();
    const query = () =>
      selectJobs(database.db)
        .where(eq(jobs.id, sql.placeholder('id')))
        .limit(1);
    const select = arrayRowSelect(database.db, 'array_rows_job_by_id', {
      query: query(),
      selection: jobsSelection(),
      leftJoined: JOBS_LEFT_JOINED,
    });
    const expected = await query().prepare('array_rows_job_by_id_drizzle').execute({ id });
    expect(expected).toHaveLength(1);
    expect(await select.execute({ id })).toEqual(expected);
    expect(await select.execute({ id: 0 })).toEqual([]);
    await expect(select.execute({})).rejects.toThrow('No value for placeholder "id"');
  });

  it('nulls a left-joined object only when its table found nothing, and keeps SQL values as they come', async () => {
    const other = alias(users, 'other');
    const selection = {
      user: users,
      other: { id: other.id, email: other.email },
      mixed: { id: other.id, sessionId: sessions.id },
      count: sql<number>`1::int`,
      label: sql<string>`'x'`.as('label'),
    };
    const query = () =>
      database.db
        .select(selection)
        .from(users)
        .leftJoin(other, eq(other.id, sql`${users.id} + 100000`))
        .leftJoin(sessions, eq(sessions.userId, users.id))
        .orderBy(users.id, sessions.id)
        .limit(5);
    const expected = await query();
    expect(expected.some((row) => row.other === null)).toBe(true);
    const select = arrayRowSelect(database.db, 'array_rows_left_joins', {
      query: query(),
      selection,
      leftJoined: [other, sessions],
    });
    expect(await select.execute()).toEqual(expected);
  });

  it("answers a database error as drizzle does: the driver's error inside a DrizzleQueryError", async () => {
    const select = arrayRowSelect(database.db, 'array_rows_error', {
      query: selectJobs(database.db).where(eq(jobs.id, sql.placeholder('id'))),
      selection: jobsSelection(),
      leftJoined: JOBS_LEFT_JOINED,
    });
    const error = await select.execute({ id: 'not a number' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(pgErrorOf(error)?.code).toBe('22P02');
    expect(await select.execute({ id: 0 })).toEqual([]);
  });

  it("refuses rows that do not match the selection it was given", async () => {
    const select = arrayRowSelect(database.db, 'array_rows_mismatch', {
      query: database.db.select({ id: jobs.id, title: jobs.title }).from(jobs).limit(1),
      selection: { id: jobs.id },
    });
    await expect(select.execute()).rejects.toThrow('answered 2 columns for a selection of 1');
  });

  it('runs as drizzle prepared it inside a transaction (no driver registered for it)', async () => {
    const id = await firstJobId();
    const expected = await selectJobs(database.db).where(eq(jobs.id, id));
    const inTransaction = await database.db.transaction((tx) =>
      arrayRowSelect(tx as never, 'array_rows_in_tx', {
        query: selectJobs(tx as never).where(eq(jobs.id, sql.placeholder('id'))),
        selection: jobsSelection(),
        leftJoined: JOBS_LEFT_JOINED,
      }).execute({ id }),
    );
    expect(inTransaction).toEqual(expected);
  });
});
