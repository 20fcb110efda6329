/**
 * Hot-path functions written out as source once per shape (decision 0033): the row mapper of
 * db/library-internals (the response encoder no longer is, issue 53). Its source holds only our own
 * keys and column indexes, never a request's values.
 */

/** `name` as a key in generated source: a JSON string, safe whatever it holds. */
export function sourceKey(name: string): string {
  // In an object literal this key would set the prototype instead of a property.
  if (name === '__proto__') throw new Error('A generated object cannot have a key named __proto__');
  return JSON.stringify(name);
}

/** The value of `lines` run as a function body, with `bindings` as its only free variables. */
export function fromSource<T>(lines: string[], bindings: Record<string, unknown>): T {
  return new Function(...Object.keys(bindings), lines.join('\n'))(...Object.values(bindings)) as T;
}
