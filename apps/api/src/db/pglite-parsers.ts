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
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const textTypes = new Set(DRIZZLE_TEXT_TYPES.map(String));
const asText: Parser = (value) => value;

/** True when `parsers` asks for nothing but text for drizzle's types, which the instance already gives. */
function onlyDrizzleText(parsers: Record<string, Parser>): boolean {
  for (const type in parsers) if (!textTypes.has(type)) return false;
  return true;
}

/** `client` with drizzle's per-query parsers left off its queries (they are the instance's own now). */
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

/** PGlite's own parsers for drizzle's types, per instance, from before drizzleClientFor replaced them. */
const defaultParsers = new WeakMap<PGlite, Record<number, Parser>>();

/**
 * drizzle passes its parsers with every query, and PGlite merges per-query parsers into a copy of
 * its own table on every query: hundreds of entries, a large share of a one-row query (decision 0036).
 * So the instance's table gets drizzle's text parsers once, and drizzle gets a client that
 * leaves them off: each query parses with the same parsers, without the copy.
 *
 * Everything else that queries the instance (pg-boss, through `withDefaultParsers`) sees PGlite's
 * own parsing as before.
 */
export function drizzleClientFor(pglite: PGlite) {
  const defaults: Record<number, Parser> = {};
  for (const type of DRIZZLE_TEXT_TYPES) {
    defaults[type] = pglite.parsers[type]!;
    pglite.parsers[type] = asText;
  }
  defaultParsers.set(pglite, defaults);
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
 * The instance as a caller that expects PGlite's default parsing sees it (Date for timestamps and
 * dates): those types' defaults go with each of its queries.
 */
export function withDefaultParsers(pglite: PGlite): Pick<PGlite, 'query' | 'exec' | 'listen'> {
  const parsers = defaultParsers.get(pglite);
  if (!parsers) return pglite;
  const withDefaults = (options?: QueryOptions) => ({
    ...options,
    parsers: { ...parsers, ...options?.parsers },
  });
  return {
    query: ((text: string, params?: unknown[], options?: QueryOptions) =>
      pglite.query(text, params, withDefaults(options))) as PGlite['query'],
    exec: (text: string, options?: QueryOptions) => pglite.exec(text, withDefaults(options)),
    listen: pglite.listen.bind(pglite),
  };
}
