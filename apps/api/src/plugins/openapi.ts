import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@sideline/shared';
import { SESSION_COOKIE } from './session.js';
import { fallbackOperation, OPERATIONS, type SessionUse } from './openapi-operations.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * Responses are written by encoding the value through the schema (zod `encode`): what goes on the
 * wire is the schema's INPUT side (money as dollars, not the cents services hold), so responses
 * are documented in input mode. Dates encode to ISO strings.
 */
export function wireJsonSchema(schema: z.ZodType): object {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
    override: (ctx) => {
      if (ctx.zodSchema instanceof z.ZodDate)
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

type ResponseSpec = z.ZodType | { description?: string; content: Record<string, { schema: z.ZodType }> };

/** The one error body every refusal answers is documented once, as a component. */
const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

function wireResponse(spec: ResponseSpec): object {
  if (spec === ErrorBodySchema) return ERROR_BODY_REF;
  if (spec instanceof z.ZodType) return wireJsonSchema(spec);
  return {
    ...(spec.description ? { description: spec.description } : {}),
    content: Object.fromEntries(
      Object.entries(spec.content).map(([type, { schema }]) => [type, { schema: wireJsonSchema(schema) }]),
    ),
  };
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Documentation only: the fields of a multipart/form-data body, which the route reads itself
     * (@fastify/multipart leaves `request.body` empty, so a `body` schema could not validate it).
     */
    multipartBody?: z.ZodType;
  }
}

/** The zod provider's transform for params, query and bodies (their input side is what clients send). */
const transform: SwaggerTransform = (document) => {
  const { response, multipartBody, ...rest } = (document.schema ?? {}) as FastifySchema & {
    response?: Record<string, ResponseSpec>;
  };
  const transformed = jsonSchemaTransform({ ...document, schema: rest });
  const base = multipartBody
    ? {
        ...transformed,
        schema: {
          ...transformed.schema,
          body: wireJsonSchema(multipartBody),
          consumes: ['multipart/form-data'],
        },
      }
    : transformed;
  if (!response || (base.schema as { hide?: boolean }).hide) return base;
  const paged = Boolean((rest.querystring as z.ZodObject | undefined)?.shape?.cursor);
  const wire: Record<string, object> = Object.fromEntries(
    Object.entries(response).map(([status, spec]) => [
      status,
      {
        description: STATUS_CODES[status] ?? 'Response',
        ...wireResponse(spec),
        ...(paged && /^2\d\d$/.test(status) ? { headers: NEXT_CURSOR_HEADER } : {}),
      },
    ]),
  );
  // Every route passes the input guard, which refuses a control character in the query or path.
  if (!Object.keys(wire).some((status) => status.startsWith('4'))) wire['400'] = INPUT_GUARD_REFUSAL;
  const method = [document.route.method].flat()[0]!.toUpperCase();
  const { operationId, summary, session } =
    OPERATIONS[`${method} ${document.url}`] ?? fallbackOperation(method, document.url);
  return {
    ...base,
    schema: {
      ...base.schema,
      operationId,
      summary,
      tags: [referenceSection(document.url)],
      security: SECURITY[session],
      response: wire,
    },
  };
};

/**
 * The reference page's section for a call: its path's first segment under /api (jobs, users, admin...).
 * The page opens with the sections closed: Swagger UI rendered only the first few operations of one
 * list this long, and a section opened at a time renders whole.
 */
function referenceSection(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  return first === 'api' && second ? second : 'site';
}

/** A list's next page: the cursor to send back, absent on the last page. */
const NEXT_CURSOR_HEADER = {
  'X-Next-Cursor': { type: 'string', description: 'The `cursor` of the next page; absent on the last page.' },
};

const INPUT_GUARD_REFUSAL = {
  description: 'A control character in the query or path',
  ...ERROR_BODY_REF,
};

/** OpenAPI's reading: `[]` needs nothing, `{}` beside the scheme makes the cookie optional. */
const SECURITY: Record<SessionUse, Record<string, string[]>[]> = {
  required: [{ session: [] }],
  none: [],
  optional: [{}, { session: [] }],
};

/** Registered before the routes: collects the route table and the document as routes are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      servers: [{ url: app.config.publicUrl }],
      info: {
        title: 'Sideline API',
        version: '1.0.0',
        description:
          'Game-day staffing marketplace. Money crosses HTTP in dollars (JSON numbers, at most two decimals). ' +
          'Lists are JSON arrays; the next page is requested with `cursor` (from the `X-Next-Cursor` header) and `limit`. ' +
          'Errors answer `{ message, code, details? }`. Sign-in sets an HttpOnly session cookie.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        schemas: { ErrorBody: wireJsonSchema(ErrorBodySchema) },
      },
    },
    transform,
  });
}

/** Registered after the routes: the document at /api/openapi.json and a reference page at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  // Served from the package's own files (no CDN), under the site's CSP: the page has no inline script.
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
    validatorUrl: false,
  });
}
