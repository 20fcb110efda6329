import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db.js';
import { pgErrorOf } from '../lib/pg-errors.js';
import { JOBS_LEFT_JOINED, jobsSelection, selectJobs, type JobsSelection } from '../modules/jobs/job-view.js';
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
    const selection = jobsSelection(sql<number>`1.5`);
    const query = (fields: JobsSelection) => selectJobs(database.db, fields).orderBy(jobs.id);
    const expected = await query(selection);
    const select = arrayRowSelect(database.db, 'array_rows_all_jobs', {
      selection,
      leftJoined: JOBS_LEFT_JOINED,
      query,
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
    const query = (fields: JobsSelection) =>
      selectJobs(database.db, fields)
        .where(eq(jobs.id, sql.placeholder('id')))
        .limit(1);
    const select = arrayRowSelect(database.db, 'array_rows_job_by_id', {
      selection: jobsSelection(),
      leftJoined: JOBS_LEFT_JOINED,
      query,
    });
    const expected = await query(jobsSelection()).prepare('array_rows_job_by_id_drizzle').execute({ id });
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
    const query = (fields: typeof selection) =>
      database.db
        .select(fields)
        .from(users)
        .leftJoin(other, eq(other.id, sql`${users.id} + 100000`))
        .leftJoin(sessions, eq(sessions.userId, users.id))
        .orderBy(users.id, sessions.id)
        .limit(5);
    const expected = await query(selection);
    expect(expected.some((row) => row.other === null)).toBe(true);
    const select = arrayRowSelect(database.db, 'array_rows_left_joins', {
      selection,
      leftJoined: [other, sessions],
      query,
    });
    expect(await select.execute()).toEqual(expected);
  });

  it("answers a database error as drizzle does: the driver's error inside a DrizzleQueryError", async () => {
    const select = arrayRowSelect(database.db, 'array_rows_error', {
      selection: jobsSelection(),
      leftJoined: JOBS_LEFT_JOINED,
      query: (fields) => selectJobs(database.db, fields).where(eq(jobs.id, sql.placeholder('id'))),
    });
    const error = await select.execute({ id: 'not a number' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(pgErrorOf(error)?.code).toBe('22P02');
    expect(await select.execute({ id: 0 })).toEqual([]);
  });

  it('refuses rows that do not match the selection it was given', async () => {
    const select = arrayRowSelect(database.db, 'array_rows_mismatch', {
      selection: { id: jobs.id },
      // A select that adds a value of its own to the fields it is given.
      query: (fields) =>
        database.db
          .select({ ...fields, title: jobs.title })
          .from(jobs)
          .limit(1),
    });
    await expect(select.execute()).rejects.toThrow('answered 2 columns for a selection of 1');
  });

  it('runs as drizzle prepared it inside a transaction (no driver registered for it)', async () => {
    const id = await firstJobId();
    const expected = await selectJobs(database.db).where(eq(jobs.id, id));
    const inTransaction = await database.db.transaction((tx) =>
      arrayRowSelect(tx as never, 'array_rows_in_tx', {
        selection: jobsSelection(),
        leftJoined: JOBS_LEFT_JOINED,
        query: (fields) => selectJobs(tx as never, fields).where(eq(jobs.id, sql.placeholder('id'))),
      }).execute({ id }),
    );
    expect(inTransaction).toEqual(expected);
  });
});
