import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tooManyRequests } from './errors.js';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one hit against `key` in a fixed window, in one statement, so every API instance shares the
 * count. Throws 429 with the rule's message once the limit is passed.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window}
        then now() else rate_limits.window_started_at end
    returning hits, ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after`)) as unknown as {
    rows: Array<{ hits: number; retry_after: number }>;
  };
  const row = result.rows[0];
  if (row && row.hits > rule.limit) {
    const error = tooManyRequests(rule.message);
    error.retryAfterSeconds = Math.max(1, row.retry_after);
    throw error;
  }
}

/** Forgets windows that ended long ago; cheap enough to run from a timer. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
}
