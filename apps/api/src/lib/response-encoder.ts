import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Turns a value of a response schema's output type into what goes on the wire (before JSON). */
export type Encoder = (value: unknown) => unknown;

const identity: Encoder = (value) => value;

/** Schemas whose encoded form is the value itself (JSON.stringify does the rest). */
const LEAVES = [
  z.ZodString,
  z.ZodStringFormat,
  z.ZodNumber,
  z.ZodNumberFormat,
  z.ZodBoolean,
  z.ZodEnum,
  z.ZodLiteral,
  z.ZodNull,
  z.ZodDate,
  z.ZodAny,
  z.ZodUnknown,
  z.ZodTemplateLiteral,
  z.ZodNaN,
];

/**
 * A response schema compiled once into a function that does what `z.encode` does for a value the
 * service built (keep the schema's keys and drop the rest, so private fields never leave; run the
 * codecs' encode side, e.g. cents to dollars) without checking every field again on every reply.
 * Only zod's public API: its schema classes and their accessors (`shape`, `element`, `unwrap()`,
 * `valueType`, `options`), `z.toJSONSchema` to tell an object that strips unknown keys from one that
 * keeps them, and `z.encode` for a codec and for every shape this does not know (unions of objects,
 * lazy, tuples, defaults, transforms...), for that part only. Outside production the serializer runs
 * zod's encode beside it and insists on the same JSON (see response-serializer.ts), so every API test
 * checks this compiler against zod.
 */
export function compileEncoder(schema: $ZodType): Encoder {
  return compile(schema as z.ZodType);
}

function compile(schema: z.ZodType): Encoder {
  if (LEAVES.some((leaf) => schema instanceof leaf)) return identity;
  const fallback: Encoder = (value) => z.encode(schema, value as never);
  if (schema instanceof z.ZodCodec) return fallback;
  if (schema instanceof z.ZodObject) {
    // Zod's JSON Schema says whether the object drops unknown keys (`additionalProperties: false`).
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    if (json.additionalProperties !== false) return fallback;
    return compileObject(schema.shape as Record<string, z.ZodType>, fallback);
  }
  if (schema instanceof z.ZodArray) {
    const element = compile(schema.element as z.ZodType);
    return (value) => {
      if (!Array.isArray(value)) return fallback(value);
      return element === identity ? value : value.map(element);
    };
  }
  if (schema instanceof z.ZodNullable) {
    const inner = compile(schema.unwrap() as z.ZodType);
    return inner === identity ? identity : (value) => (value === null ? null : inner(value));
  }
  if (schema instanceof z.ZodOptional) {
    const inner = compile(schema.unwrap() as z.ZodType);
    return inner === identity ? identity : (value) => (value === undefined ? undefined : inner(value));
  }
  if (schema instanceof z.ZodReadonly || schema instanceof z.ZodNonOptional) {
    return compile(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodType[]).map(compile);
    return options.every((option) => option === identity) ? identity : fallback;
  }
  if (schema instanceof z.ZodRecord) {
    const valueEncoder = compile(schema.valueType as z.ZodType);
    if (valueEncoder === identity) return identity;
    return (value) => {
      if (typeof value !== 'object' || value === null) return fallback(value);
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, valueEncoder(v)]));
    };
  }
  return fallback;
}

/**
 * An object schema's encoder: its keys in the schema's order, each through its own encoder. A key
 * the value lacks (or holds as `undefined`) is left out, as JSON.stringify leaves it out of zod's.
 */
function compileObject(shape: Record<string, z.ZodType>, fallback: Encoder): Encoder {
  const keys = Object.keys(shape);
  // Assigning this key would set the result's prototype instead of a property.
  if (keys.includes('__proto__')) throw new Error('A response object cannot have a key named __proto__');
  const encoders = keys.map((key) => compile(shape[key]!));
  const count = keys.length;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fallback(value);
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const key = keys[i]!;
      const field = source[key];
      if (field === undefined) continue;
      const encoder = encoders[i]!;
      result[key] = encoder === identity ? field : encoder(field);
    }
    return result;
  };
}
