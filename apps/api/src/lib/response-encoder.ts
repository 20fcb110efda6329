import { encode, type $ZodType } from 'zod/v4/core';
import { fromSource, sourceKey } from './generated-function.js';

/** Turns a value of a response schema's output type into what goes on the wire (before JSON). */
export type Encoder = (value: unknown) => unknown;

const identity: Encoder = (value) => value;

/** The parts of a zod definition the compiler reads. */
interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  valueType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  reverseTransform?: (value: unknown, payload: { value: unknown; issues: unknown[] }) => unknown;
}
const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** Leaves whose encoded form is the value itself (JSON.stringify does the rest). */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'enum',
  'literal',
  'null',
  'date',
  'any',
  'unknown',
  'template_literal',
  'nan',
]);

/**
 * A response schema compiled once into a plain function that does what `z.encode` does for a value
 * the service built (keep the schema's keys and drop the rest, so private fields never leave; run the
 * codecs' encode side, e.g. cents to dollars) without checking every field again on every reply.
 * Shapes it does not know (unions of objects, lazy, tuples...) fall back to `z.encode` for that part
 * only. Outside production the serializer runs both and insists on the same JSON
 * (see response-serializer.ts), so every API test checks this compiler against zod.
 */
export function compileEncoder(schema: $ZodType): Encoder {
  return compile(schema);
}

function compile(schema: $ZodType): Encoder {
  const def = defOf(schema);
  if (LEAVES.has(def.type)) return identity;
  const fallback: Encoder = (value) => encode(schema, value);
  switch (def.type) {
    case 'object': {
      if (def.catchall && defOf(def.catchall).type !== 'never') return fallback;
      return compileObject(def.shape ?? {}, fallback);
    }
    case 'array': {
      const element = compile(def.element!);
      return (value) => {
        if (!Array.isArray(value)) return fallback(value);
        return element === identity ? value : value.map(element);
      };
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return inner === identity ? identity : (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      return inner === identity ? identity : (value) => (value === undefined ? undefined : inner(value));
    }
    case 'readonly':
    case 'nonoptional':
      return compile(def.innerType!);
    case 'union': {
      const options = def.options!.map(compile);
      return options.every((option) => option === identity) ? identity : fallback;
    }
    case 'record': {
      const valueEncoder = compile(def.valueType!);
      if (valueEncoder === identity) return identity;
      return (value) => {
        if (typeof value !== 'object' || value === null) return fallback(value);
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, valueEncoder(v)]));
      };
    }
    case 'pipe': {
      // A codec (both directions defined): encode through its output side, reverse, then its input side.
      if (!def.reverseTransform) return fallback;
      const outSide = compile(def.out!);
      const inSide = compile(def.in!);
      const reverse = def.reverseTransform;
      return (value) => {
        const payload = { value: outSide(value), issues: [] as unknown[] };
        const reversed = reverse(payload.value, payload);
        if (payload.issues.length > 0 || reversed instanceof Promise) return fallback(value);
        return inSide(reversed);
      };
    }
    default:
      return fallback;
  }
}

/**
 * An object schema's encoder written out as one function returning one object literal, the schema's
 * keys in its order (decision 0033: a loop storing under a different key each time was most of the
 * encoder's time on a page of jobs). An optional key the value lacks is kept as `undefined`, which
 * JSON.stringify leaves out as the loop did.
 */
function compileObject(shape: Record<string, $ZodType>, fallback: Encoder): Encoder {
  const fields = Object.entries(shape).map(([key, field]) => ({
    key: sourceKey(key),
    encoder: compile(field),
  }));
  const encoders = fields.map((field) => field.encoder);
  return fromSource<Encoder>(
    [
      ...fields.map((field, index) => `const e${index} = encoders[${index}];`),
      'return function encodeObject(value) {',
      '  if (typeof value !== "object" || value === null || Array.isArray(value)) return fallback(value);',
      `  return {${fields
        .map(({ key, encoder }, index) => `${key}: ${encoder === identity ? '' : `e${index}`}(value[${key}])`)
        .join(', ')}};`,
      '};',
    ],
    { encoders, fallback },
  );
}
