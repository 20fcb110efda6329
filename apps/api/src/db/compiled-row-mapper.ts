/**
 * Prepared selects with a row mapper compiled per statement (decision 0036 §3). It reads drizzle's
 * private parts, so it lives fenced in library-internals/ (see its index.ts); this is the app's way in.
 */
export { withCompiledRowMapper } from './library-internals/index.js';
