import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;

/**
 * The types drizzle's PGlite driver asks to get as PostgreSQL's text, to map them itself
 * (drizzle-orm 0.45, pglite/session.js): timestamps, intervals and dates, and arrays of those and of
 * numeric.
 */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
];
const DRIZZLE_TEXT_ARRAY_TYPES: readonly number[] = [
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const textTypes = new Set([...DRIZZLE_TEXT_TYPES, ...DRIZZLE_TEXT_ARRAY_TYPES].map(String));
const asText: Parser = (value) => value;

/**
 * The parsers a PGlite instance is opened with (its public `parsers` option): drizzle's text types
 * as text, once for the instance, so drizzle's queries need not carry them (see drizzleClientFor).
 * PGlite builds its array parsers from the element's parser when it opens, so an array of one of
 * these types comes back as an array of text, which drizzle's array columns map as they map the
 * array's text.
 */
export const DRIZZLE_TEXT_PARSERS: Readonly<Record<number, Parser>> = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((type) => [type, asText]),
);

/** True when `parsers` asks for nothing but text for drizzle's types, which the instance already gives. */
function onlyDrizzleText(parsers: Record<string, Parser>): boolean {
  for (const type in parsers) if (!textTypes.has(type)) return false;
  return true;
}

/** `client` with drizzle's per-query parsers left off its queries (the instance's own give the same). */
function withoutDrizzleParsers(client: Pick<PGlite, 'query'>) {
  return {
    query: ((text: string, params?: unknown[], options?: QueryOptions) =>
      client.query(
        text,
        params,
        options?.parsers && onlyDrizzleText(options.parsers as Record<string, Parser>)
          ? { ...options, parsers: undefined }
          : options,
      )) as PGlite['query'],
  };
}

/**
 * drizzle passes its parsers with every query, and PGlite merges per-query parsers into a copy of
 * its own table on every query: hundreds of entries, a large share of a one-row query (decision
 * 0036). So the instance is opened with drizzle's text parsers (DRIZZLE_TEXT_PARSERS), and drizzle
 * gets a client that leaves them off: each query parses with the same parsers, without the copy.
 * Only public PGlite API: the `parsers` option and `query`/`transaction`.
 *
 * Everything else that queries the instance (pg-boss, through `withDefaultParsers`) sees PGlite's
 * own parsing as before.
 */
export function drizzleClientFor(pglite: PGlite) {
  return {
    ...withoutDrizzleParsers(pglite),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      // The rest of the transaction (exec, rollback, its live `closed`) through the prototype.
      pglite.transaction((tx) =>
        callback(Object.assign(Object.create(tx) as Transaction, withoutDrizzleParsers(tx))),
      ),
  };
}

/**
 * PGlite's default parsers (its exported `types.parsers`) for the types opened as text; one it leaves
 * as text (interval) stays text. Arrays need none: PGlite's array parsers look their element's
 * parser up in the instance's table.
 */
const DEFAULT_PARSERS: Record<number, Parser> = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((type) => [type, types.parsers[type] ?? asText]),
);

/**
 * The instance as a caller that expects PGlite's default parsing sees it (Date for timestamps and
 * dates): those types' defaults go with each of its queries.
 */
export function withDefaultParsers(pglite: PGlite): Pick<PGlite, 'query' | 'exec' | 'listen'> {
  const withDefaults = (options?: QueryOptions) => ({
    ...options,
    parsers: { ...DEFAULT_PARSERS, ...options?.parsers },
  });
  return {
    query: ((text: string, params?: unknown[], options?: QueryOptions) =>
      pglite.query(text, params, withDefaults(options))) as PGlite['query'],
    exec: (text: string, options?: QueryOptions) => pglite.exec(text, withDefaults(options)),
    listen: pglite.listen.bind(pglite),
  };
}
