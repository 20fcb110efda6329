import type { Db } from './client.js';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement named `name` on `db`, built by `build` the first time it is asked for and kept: Drizzle
 * assembles its SQL once, and node-postgres parses a named statement once per connection, so
 * PostgreSQL can settle on a generic plan. The name must stand for one SQL text.
 */
export function preparedStatement<T>(db: Db, name: string, build: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = build(name)));
  return statement;
}
