import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** A counter after its hit: how many in the current window and how long until it resets. */
export interface RateLimitCount {
  key: string;
  hits: number;
  retry_after: number;
}

/**
 * The upsert that counts one hit against each key (distinct keys) in fixed windows of the same
 * length and returns each counter (`RateLimitCount`). Keys may be placeholders, so a caller can put
 * it in a prepared statement of its own (a sign-in does, to save round trips).
 */
export function countHitsSql(windowSeconds: number, keys: Array<string | SQLWrapper>): SQL {
  const window = sql`make_interval(secs => ${sql.raw(String(Math.trunc(windowSeconds)))})`;
  const rows = sql.join(
    keys.map((key) => sql`(${key}::text, now(), 1)`),
    sql`, `,
  );
  return sql`insert into rate_limits (key, window_started_at, hits) values ${rows}
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window}
        then now() else rate_limits.window_started_at end
    returning key, hits, ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after`;
}

/** Throws 429 with the message of the first check, in the given order, whose limit is passed. */
export function enforceRateLimits(counts: RateLimitCount[], checks: RateLimitCheck[]): void {
  for (const check of checks) {
    const row = counts.find((r) => r.key === check.key);
    if (row && row.hits > check.limit) {
      const error = tooManyRequests(check.message);
      error.retryAfterSeconds = Math.max(1, row.retry_after);
      throw error;
    }
  }
}

/**
 * Counts one hit against each key in one statement, so every API instance shares the counts; throws
 * as `enforceRateLimits` does.
 */
export async function consumeRateLimits(
  db: Db,
  windowSeconds: number,
  checks: RateLimitCheck[],
): Promise<void> {
  const counting = countHitsSql(
    windowSeconds,
    checks.map((check) => check.key),
  );
  const { rows } = (await db.execute(counting)) as unknown as { rows: RateLimitCount[] };
  enforceRateLimits(rows, checks);
}

/** Counts one hit against `key`; throws 429 with the rule's message once the limit is passed. */
export function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  return consumeRateLimits(db, rule.windowSeconds, [{ key, limit: rule.limit, message: rule.message }]);
}

/** Forgets windows that ended long ago; cheap enough to run from a timer. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
}
