import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tooManyRequests } from './errors.js';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  message: string;
}

/** One counter to bump, the most hits it allows in the window, and what to answer past that. */
export interface RateLimitCheck {
  key: string;
  limit: number;
  message: string;
}

/**
 * Counts one hit against each key (distinct keys) in fixed windows of the same length, in one
 * statement, so every API instance shares the counts and a sign-in pays one round trip for its two.
 * Throws 429 with the message of the first check, in the given order, whose limit is passed.
 */
export async function consumeRateLimits(
  db: Db,
  windowSeconds: number,
  checks: RateLimitCheck[],
): Promise<void> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const rows = sql.join(
    checks.map((check) => sql`(${check.key}, now(), 1)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values ${rows}
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window}
        then now() else rate_limits.window_started_at end
    returning key, hits, ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after`)) as unknown as {
    rows: Array<{ key: string; hits: number; retry_after: number }>;
  };
  for (const check of checks) {
    const row = result.rows.find((r) => r.key === check.key);
    if (row && row.hits > check.limit) {
      const error = tooManyRequests(check.message);
      error.retryAfterSeconds = Math.max(1, row.retry_after);
      throw error;
    }
  }
}

/** Counts one hit against `key`; throws 429 with the rule's message once the limit is passed. */
export function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  return consumeRateLimits(db, rule.windowSeconds, [{ key, limit: rule.limit, message: rule.message }]);
}

/** Forgets windows that ended long ago; cheap enough to run from a timer. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
}
