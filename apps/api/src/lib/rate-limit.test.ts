import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db.js';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { consumeRateLimit, consumeRateLimits } from './rate-limit.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const hitsOf = async () =>
  Object.fromEntries(
    (await database.db.select().from(rateLimits)).map((row) => [row.key, row.hits] as const),
  );
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { statusCode: number; message: string; retryAfterSeconds?: number }) => error,
  );

describe('rate limits', () => {
  it('count each key of one call on its own counter, and refuse with the first check in order that is past its limit', async () => {
    const checks = [
      { key: 'address', limit: 3, message: 'Too many from this address.' },
      { key: 'address-and-account', limit: 1, message: 'Too many for this account.' },
    ];
    await consumeRateLimits(database.db, 900, checks);
    expect(await hitsOf()).toEqual({ address: 1, 'address-and-account': 1 });

    const second = await caught(consumeRateLimits(database.db, 900, checks));
    expect(second).toMatchObject({ statusCode: 429, message: 'Too many for this account.' });
    expect(second!.retryAfterSeconds).toBeGreaterThan(0);
    expect(second!.retryAfterSeconds).toBeLessThanOrEqual(900);

    await caught(consumeRateLimits(database.db, 900, checks));
    // Four hits on the address: its own limit (3) is passed, and it is the first check.
    const fourth = await caught(consumeRateLimits(database.db, 900, checks));
    expect(fourth).toMatchObject({ statusCode: 429, message: 'Too many from this address.' });
    expect(await hitsOf()).toEqual({ address: 4, 'address-and-account': 4 });
  });

  it('start a key over once its window has passed', async () => {
    const rule = { limit: 1, windowSeconds: 60, message: 'Slow down.' };
    await consumeRateLimit(database.db, 'window', rule);
    expect(await caught(consumeRateLimit(database.db, 'window', rule))).toMatchObject({ statusCode: 429 });
    await database.db.execute(
      sql`update rate_limits set window_started_at = now() - interval '61 seconds' where key = 'window'`,
    );
    await consumeRateLimit(database.db, 'window', rule);
    expect((await hitsOf()).window).toBe(1);
  });
});
