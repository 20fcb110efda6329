import type { ErrorBody } from '@sideline/shared';
import { ApiError } from './api-error';

/**
 * The one fetch: cookies included, JSON only when there is a body, a non-2xx answer becomes an
 * ApiError. No zod here (the typed client in `api.ts` parses what this returns), so the entry chunk
 * can ask the server something without loading the schemas.
 */
export interface RawResponse {
  data: unknown;
  headers: Headers;
}

export async function send(method: string, path: string, body?: unknown): Promise<RawResponse> {
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
