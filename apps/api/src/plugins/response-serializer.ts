import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { compileEncoder } from '../lib/response-encoder.js';

function resolveSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Replies are encoded by each response schema compiled once (lib/response-encoder.ts, zod's public
 * API only): private fields stripped and money turned into dollars, without re-validating every
 * field on every reply.
 * `checked` (everywhere but production) also runs zod's own encode, fails the reply as before when
 * the service broke its schema, and fails it when the compiled encoder's JSON differs from zod's,
 * so the whole API suite holds the compiler to zod's answer.
 */
export function responseSerializerCompiler(checked: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = resolveSchema(schema);
    const encoder = compileEncoder(zodSchema);
    if (!checked) return (data) => JSON.stringify(encoder(data));
    return (data) => {
      const result = safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const expected = JSON.stringify(result.data);
      const compiled = JSON.stringify(encoder(data));
      if (compiled !== expected) {
        throw new Error(`Compiled response encoder for ${method} ${url} differs from zod: ${compiled} != ${expected}`);
      }
      return expected;
    };
  };
}
