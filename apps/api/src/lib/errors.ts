import type { ErrorBody, ErrorCode } from '@sideline/shared';

/** A refusal the client can act on: always answered with its status and the one error body. */
export class AppError extends Error {
  /** Sent as Retry-After with 429 answers. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code, ...(this.details ? { details: this.details } : {}) };
  }
}

export const badRequest = (
  message: string,
  code: ErrorCode = 'bad_request',
  details?: ErrorBody['details'],
) => new AppError(400, code, message, details);
export const unauthorized = (message = 'Please sign in to continue.', code: ErrorCode = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = "You don't have permission to do that.", code: ErrorCode = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (message: string, code: ErrorCode = 'rate_limited') =>
  new AppError(429, code, message);
