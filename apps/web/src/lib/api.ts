import { z } from 'zod';
import { isErrorCode, type ErrorBody, type ErrorCode } from '@sideline/shared';

/** A failed API call. Its message is "{status}: {text}" as the spec's error rule says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's human message (without the status prefix), for toasts and inline errors. */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }

  /** The typed error code; screens branch on this, never on message text. */
  get code(): ErrorCode | undefined {
    return isErrorCode(this.body?.code) ? this.body.code : undefined;
  }
}

/** True when `error` is an ApiError carrying `code`. */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

interface RawResponse {
  data: unknown;
  headers: Headers;
}

async function send(method: string, path: string, body?: unknown): Promise<RawResponse> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(path, init);
  const raw = await res.text();
  let parsed: unknown = null;
  if (raw) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
  }
  if (!res.ok) {
    const errorBody = parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
    throw new ApiError(res.status, errorBody, errorBody?.message ?? (raw || res.statusText));
  }
  return { data: parsed, headers: res.headers };
}

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

/** One page of a list call: the array, and the cursor for the next page from `X-Next-Cursor`. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** From `X-Total-Count`, where the list sends it (the admin lists). */
  total: number | null;
  /** X-Total-Count-Capped: the total is a floor ("1,000+"), the server stopped counting there. */
  totalCapped: boolean;
}

/**
 * The typed client. Every call names the shared schema of its response (decoded: money arrives as
 * dollars and leaves this function as cents) and, when it has a body, the body's schema (encoded:
 * cents in, dollars on the wire).
 */
export const api = {
  async get<S extends z.ZodType>(schema: S, path: string): Promise<z.output<S>> {
    return parseWith(schema, (await send('GET', path)).data, path);
  },
  async getPage<S extends z.ZodType>(itemSchema: S, path: string): Promise<Page<z.output<S>>> {
    const { data, headers } = await send('GET', path);
    const total = headers.get('x-total-count');
    return {
      items: parseWith(z.array(itemSchema), data, path),
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
