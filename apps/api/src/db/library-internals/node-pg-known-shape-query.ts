import { createRequire } from 'node:module';
import pg from 'pg';

/** The node-postgres release whose private parts this file reads (index.ts). */
export const PG_VERSION = '8.23.1';
const installed = (createRequire(import.meta.url)('pg/package.json') as { version: string }).version;
/** False under another release: queries then take node-postgres's public path (queryKnownShape). */
export const knownShapeSupported = installed === PG_VERSION;

/** A column of a RowDescription, as node-postgres hands it to a query (pg 8). */
interface FieldDescription {
  dataTypeID: number;
  format: string;
}
/** The parts of node-postgres's Query and Result this file relies on (pg 8.23, lib/query.js, lib/result.js). */
interface QueryInternals {
  name?: string;
  types?: unknown;
  _rowMode?: string;
  _result: ResultInternals;
  _results: ResultInternals;
  _accumulateRows: boolean;
  callback?: unknown;
  _checkForMultirow(): void;
  listeners(event: string): unknown[];
}
interface ResultInternals {
  fields: FieldDescription[];
  _parsers: unknown[] | undefined;
}

/** One named statement's row shape and value parsers, worked out from its first answer. */
export interface RowShape {
  fields?: FieldDescription[];
  parsers?: unknown[];
}

const sameShape = (a: FieldDescription[], b: FieldDescription[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.dataTypeID !== b[i]!.dataTypeID || a[i]!.format !== b[i]!.format) return false;
  }
  return true;
};

const PgQuery = pg.Query as unknown as new (config: object, values?: unknown[]) => QueryInternals;

/**
 * A named statement's query whose rows come back as arrays, reusing the value parsers worked out
 * from the statement's first answer. PostgreSQL describes a prepared statement's columns again on
 * every execution, and node-postgres builds a parser per column and a row template (for a job page
 * a 36-key object built key by key, then copied) each time: a visible share of a job page's CPU
 * (decision 0036), for a shape that cannot change while the statement's SQL stays the same. A description that differs (a
 * column's type changed under the statement) is worked out afresh and becomes the shape kept.
 */
class KnownShapeQuery extends PgQuery {
  constructor(
    config: { name: string; text: string; types?: unknown },
    values: unknown[],
    private readonly shape: RowShape,
  ) {
    // Given the text alone, node-postgres skips copying the config object property by property
    // (a cost of its own on every job page); the name, the parsers and array rows are set here instead.
    super(config.text as never, values);
    this.name = config.name;
    this.types = config.types;
    this._rowMode = 'array';
    const Result = this._result.constructor as new (rowMode: string, types: unknown) => ResultInternals;
    this._result = this._results = new Result('array', config.types);
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    const { shape } = this;
    if (shape.fields && shape.parsers && sameShape(shape.fields, message.fields)) {
      this._checkForMultirow();
      this._result.fields = message.fields;
      this._result._parsers = shape.parsers;
      this._accumulateRows = Boolean(this.callback) || this.listeners('row').length === 0;
      return;
    }
    (PgQuery.prototype as unknown as { handleRowDescription(m: unknown): void }).handleRowDescription.call(
      this,
      message,
    );
    shape.fields = message.fields;
    shape.parsers = this._result._parsers;
  }
}

type Callback = (error: Error | null, result?: { rows: unknown[][] }) => void;

/**
 * Runs a named statement on `client`, rows as arrays, with `shape`'s parsers. A pool answers a query
 * object with a promise (and sets its callback to release the connection); a single client answers
 * with the object itself and calls its callback. Under another node-postgres release, the same
 * statement through node-postgres's public `query` (the parsers worked out on every execution).
 */
export function queryKnownShape(
  client: pg.Pool | pg.ClientBase,
  config: { name: string; text: string; types?: unknown },
  values: unknown[],
  shape: RowShape,
): Promise<{ rows: unknown[][] }> {
  if (!knownShapeSupported) {
    const { name, text, types } = config;
    return (client as pg.Pool).query<unknown[]>(
      { name, text, rowMode: 'array', types: types as pg.CustomTypesConfig },
      values,
    );
  }
  const query = new KnownShapeQuery(config, values, shape);
  if (client instanceof pg.Pool) return client.query(query as never) as Promise<{ rows: unknown[][] }>;
  return new Promise((resolve, reject) => {
    (query as unknown as { callback: Callback }).callback = (error, result) =>
      error ? reject(error) : resolve(result!);
    void client.query(query as never);
  });
}
