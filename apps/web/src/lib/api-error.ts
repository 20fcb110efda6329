import { isErrorCode, type ErrorBody, type ErrorCode } from '@sideline/shared';

/**
 * A failed API call. Its message is "{status}: {text}" as the spec's error rule says. Kept apart from
 * the client (`api.ts`, which needs zod) so code on the first screen can test errors without it.
 */
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
