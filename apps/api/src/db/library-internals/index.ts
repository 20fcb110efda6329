/**
 * LIBRARY INTERNALS: the one place where Sideline relies on a library's private parts.
 *
 * What is relied on, in two libraries pinned exactly in apps/api/package.json:
 * - drizzle-orm (DRIZZLE_VERSION, drizzle-prepared-select.ts): a prepared select's private `fields`
 *   (each selected column's path and column or SQL) and `joinsNotNullableMap`, read to work out one
 *   row mapper per statement (closures), which is set as its `customResultMapper` (drizzle's own
 *   hook, which it fills only for its relational queries, through the constructor); on
 *   node-postgres, its `client`, `queryConfig` (`name`, `text`, `rowMode`, `types`), `params` and
 *   `cache`, read to replace its `execute` with one that sends the same statement to the driver.
 * - pg, node-postgres (PG_VERSION, node-pg-known-shape-query.ts): a subclass of its `Query` that
 *   sets `_result`/`_results` and, in `handleRowDescription`, reuses the statement's `_parsers`
 *   from its first answer (with `_checkForMultirow` and `_accumulateRows` as the original does).
 *
 * Why: drizzle's `mapResultRow` works out every cell's kind and table again on every row, its
 * `execute` wraps each call in tracing closures and a cache check, and node-postgres builds a parser
 * per column and a row template on every execution of a statement whose shape cannot change. On the
 * hot selects (job page, radius search, session lookup, sign-in) that was the largest part of the
 * API's own CPU. None of the three has a public hook: drizzle's public prepared statements are used
 * for everything else, and node-postgres's public per-query `types` and `rowMode: 'array'` left most
 * of the third cost in place. Issue 53 removed all of this for drizzle's public prepared statements
 * and measured the job page and the search at far more CPU per request, below its goal, so it stayed
 * (decision 0036 and bench/README.md hold the figures).
 *
 * Safe by default: under another drizzle-orm release `withCompiledRowMapper` leaves a prepared select
 * as drizzle made it, and under another pg release `queryKnownShape` sends the statement through
 * node-postgres's public `query`: slower, same answers. The tests beside this file fail in that case
 * (`library-internals.test.ts`, `node-pg-known-shape-query.test.ts`), so an upgrade is noticed.
 *
 * Upgrading either: bump it in apps/api/package.json (exactly), read what the new release changed in
 * the files these parts live in (drizzle: `pg-core/session.js`, `node-postgres/session.js`,
 * `pglite/session.js`, `utils.js`'s `mapResultRow`; pg: `lib/query.js`, `lib/result.js`), adjust,
 * set DRIZZLE_VERSION or PG_VERSION, and run `npx vitest run src/db/library-internals` in apps/api, on
 * PGlite and with TEST_DATABASE_URL on PostgreSQL, then `npm run bench:api`.
 *
 * Fenced: nothing outside apps/api/src/db imports this folder (the `library-internals-fence` rule in
 * .dependency-cruiser.cjs); the app reaches it through db/compiled-row-mapper.ts. Owner: whoever owns
 * apps/api/src/db.
 */
export { DRIZZLE_VERSION, compileRowMapper, withCompiledRowMapper } from './drizzle-prepared-select.js';
export { PG_VERSION } from './node-pg-known-shape-query.js';
