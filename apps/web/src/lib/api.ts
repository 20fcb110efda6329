import type { ErrorBody } from '@sideline/shared';

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
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
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
  return parsed as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
