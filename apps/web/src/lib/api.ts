import { z } from 'zod';
import type { PagedAnswer } from '@sideline/shared';
import { ApiError } from './api-error';
import { send } from './api-fetch';
import { takeAskedAhead } from './asked-ahead';
import { embeddedAnswer, takePrefetched } from './route-prefetch';

export { ApiError, hasErrorCode } from './api-error';

/** A response that does not match its shared schema is a bug on one side: fail loudly, typed. */
function parseWith<S extends z.ZodType>(schema: S, data: unknown, path: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(
      502,
      { message: 'Unexpected response from the server.', code: 'internal_error' },
      `bad response from ${path}`,
    );
  }
  return result.data;
}

// A list's schema is made once per item schema: zod prepares a schema at its first parse.
const listSchemas = new WeakMap<z.ZodType, z.ZodType>();
function listOf<S extends z.ZodType>(itemSchema: S): z.ZodArray<S> {
  let list = listSchemas.get(itemSchema);
  if (!list) listSchemas.set(itemSchema, (list = z.array(itemSchema)));
  return list as z.ZodArray<S>;
}

/**
 * A GET's answer: one already on its way if a route loader (route-prefetch.ts) or a press
 * (asked-ahead.ts) asked for this path, else a new request.
 */
const answerTo = (path: string) => takePrefetched(path) ?? takeAskedAhead(path) ?? send('GET', path);

/** One page of a list call: the array, and the cursor for the next page from `X-Next-Cursor`. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** From `X-Total-Count`, where the list sends it (the admin lists). */
  total: number | null;
  /** X-Total-Count-Capped: the total is a floor ("1,000+"), the server stopped counting there. */
  totalCapped: boolean;
}

/** An infinite query's cache holding its first page, as a route loader seeds it (decision 0054). */
export const firstPageOnly = <T>(page: Page<T>) => ({ pages: [page], pageParams: [null] });

/**
 * The typed client. Every call names the shared schema of its response (decoded: money arrives as
 * dollars and leaves this function as cents) and, when it has a body, the body's schema (encoded:
 * cents in, dollars on the wire).
 */
export const api = {
  /**
   * Has zod prepare a list's schema (its first parse reads the whole shape) while the page is idle,
   * so the first answer's parse does not pay for it. `sample` holds valid items, so every field's
   * parse runs too.
   */
  prepareList(itemSchema: z.ZodType, sample: unknown[]): void {
    listOf(itemSchema).safeParse(sample);
  },
  /** Parses an answer fetched without the client (see `api-fetch.ts`). */
  parse<S extends z.ZodType>(schema: S, data: unknown, path: string): z.output<S> {
    return parseWith(schema, data, path);
  },
  /** A page of a list read in-process for a route loader (decision 0054), parsed as `getPage` does. */
  parsePage<S extends z.ZodType>(itemSchema: S, answer: PagedAnswer, path: string): Page<z.output<S>> {
    return {
      items: parseWith(listOf(itemSchema), answer.items, path),
      nextCursor: answer.nextCursor,
      total: null,
      totalCapped: false,
    };
  },
  /**
   * The answer the page came with for this path (route-prefetch.ts), parsed: a query's
   * `initialData`. Undefined when there is none or it does not parse (the query then asks).
   */
  embedded<S extends z.ZodType>(schema: S, path: string): z.output<S> | undefined {
    const data = embeddedAnswer(path);
    if (data === undefined) return undefined;
    const result = schema.safeParse(data);
    return result.success ? result.data : undefined;
  },
  async get<S extends z.ZodType>(schema: S, path: string): Promise<z.output<S>> {
    return parseWith(schema, (await answerTo(path)).data, path);
  },
  async getPage<S extends z.ZodType>(itemSchema: S, path: string): Promise<Page<z.output<S>>> {
    const { data, headers } = await answerTo(path);
    const total = headers.get('x-total-count');
    return {
      items: parseWith(listOf(itemSchema), data, path),
      nextCursor: headers.get('x-next-cursor'),
      total: total === null ? null : Number(total),
      totalCapped: headers.get('x-total-count-capped') === 'true',
    };
  },
  async send<S extends z.ZodType, B extends z.ZodType = z.ZodNever>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    responseSchema: S,
    body?: { schema: B; value: z.output<B> },
  ): Promise<z.output<S>> {
    const wire = body ? z.encode(body.schema, body.value) : undefined;
    return parseWith(responseSchema, (await send(method, path, wire)).data, path);
  },
};
