import { Column, getTableColumns, getTableName, is, SQL, Table } from 'drizzle-orm';

/**
 * A select's field object as our code writes it for `db.select(...)`: columns, whole tables, SQL
 * expressions (`sql<T>\`...\``, taken as the driver parses them) and nested objects of those.
 */
export type Selection = { [key: string]: unknown };

/** One selected value, in the order drizzle writes the select list. */
export interface Leaf {
  path: string[];
  field: Column | SQL | SQL.Aliased;
  /** The column whose public `mapFromDriverValue` decodes the value, or null for the value as it is. */
  decoder: Column | null;
  /** The table a column comes from (its name, or its alias), for the left-join rule below. */
  table: string | null;
}

const identity = Column.prototype.mapFromDriverValue;

/**
 * The selected values in the order drizzle writes them into the select list: the object's keys in
 * order, a table's columns as `getTableColumns` lists them, nested objects depth first.
 */
export function leavesOf(selection: Selection, prefix: string[] = []): Leaf[] {
  return Object.entries(selection).flatMap(([key, field]): Leaf[] => {
    const path = [...prefix, key];
    if (is(field, Column)) {
      const decoder = field.mapFromDriverValue === identity ? null : field;
      return [{ path, field, decoder, table: getTableName(field.table) }];
    }
    // A `.mapWith` decoder is not readable through drizzle's public API: such a field cannot be here.
    if (is(field, SQL) || is(field, SQL.Aliased)) return [{ path, field, decoder: null, table: null }];
    if (is(field, Table)) return leavesOf(getTableColumns(field), path);
    if (typeof field === 'object' && field !== null && Object.getPrototypeOf(field) === Object.prototype) {
      return leavesOf(field as Selection, path);
    }
    throw new Error(`Selected field ${path.join('.')} is not a column, a table, SQL or an object of those`);
  });
}

/** A result object's keys, each a column index or a nested object, in the selection's order. */
interface Shape {
  keys: string[];
  sources: (number | Shape)[];
}

/**
 * Builds one shape's objects: its values stored in key order into a new object, so every result
 * object of a statement takes the same hidden-class path, as drizzle's would. (A template cloned with
 * `{ ...template }` was slower: its null values' fields get generalized by the first stores, so each
 * clone starts from a deprecated hidden class.)
 */
function objectBuilder(shape: Shape): (cells: unknown[]) => Record<string, unknown> {
  const { keys } = shape;
  const sources = shape.sources.map((source) =>
    typeof source === 'number' ? source : objectBuilder(source),
  );
  // Stored, this key would set the object's prototype instead of a property: a select never has it.
  if (keys.includes('__proto__')) throw new Error('A selected object cannot have a key named __proto__');
  const count = keys.length;
  return (cells) => {
    const target: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const source = sources[i]!;
      target[keys[i]!] = typeof source === 'number' ? cells[source] : source(cells);
    }
    return target;
  };
}

function shapeOf(leaves: Leaf[]): Shape {
  const root: Shape = { keys: [], sources: [] };
  leaves.forEach(({ path }, index) => {
    let node = root;
    for (const key of path.slice(0, -1)) {
      let at = node.keys.indexOf(key);
      if (at < 0) {
        at = node.keys.push(key) - 1;
        node.sources.push({ keys: [], sources: [] });
      }
      const next = node.sources[at]!;
      if (typeof next === 'number') throw new Error(`Selected field ${path.join('.')} is inside a value`);
      node = next;
    }
    node.keys.push(path[path.length - 1]!);
    node.sources.push(index);
  });
  return root;
}

/**
 * The mapper from a select's array rows to the objects drizzle's own mapping makes of them, worked
 * out once from the leaves of the field object the select was written with (leavesOf): nested objects by path, column values
 * decoded by the column (a null stays null), SQL values as the driver gives them, and a top-level
 * object whose columns all come from one of `leftJoined` turned into null when its first column is
 * null (a left join that found nothing), which is drizzle's rule.
 */
export function arrayRowMapper(
  leaves: Leaf[],
  leftJoined: readonly Table[] = [],
): (row: unknown[]) => Record<string, unknown> {
  const decoded = leaves.flatMap(({ decoder }, index) => (decoder ? [{ index, decoder }] : []));
  const nullableTables = new Set(leftJoined.map((table) => getTableName(table)));
  /** Per top-level object: its first column and whether its columns all come from one table. */
  const objects = new Map<string, { first: number; table: string | null }>();
  leaves.forEach(({ path, table }, index) => {
    if (path.length !== 2 || table === null) return;
    const seen = objects.get(path[0]!);
    if (!seen) objects.set(path[0]!, { first: index, table });
    else if (seen.table !== table) seen.table = null;
  });
  const nullable = [...objects]
    .filter(([, { table }]) => table !== null && nullableTables.has(table))
    .map(([key, { first }]) => ({ key, first }));
  const build = objectBuilder(shapeOf(leaves));
  const decodedCount = decoded.length;
  const map = (row: unknown[]) => {
    // Decoded into a copy: measured faster than storing into the driver's own array.
    const cells = row.slice();
    for (let i = 0; i < decodedCount; i++) {
      const { index, decoder } = decoded[i]!;
      const raw = cells[index];
      if (raw !== null) cells[index] = decoder.mapFromDriverValue(raw);
    }
    const result = build(cells);
    for (const { key, first } of nullable) if (cells[first] === null) result[key] = null;
    return result;
  };
  return map;
}
