import type { ErrorBody, ErrorCode } from '@sideline/shared';

/**
 * What kind of refusal a domain rule makes, in the domain's words; the HTTP layer
 * (plugins/error-handler.ts) alone turns a kind into a status code.
 */
export type DomainErrorKind = 'not_found' | 'not_allowed' | 'conflict';

/**
 * A refusal raised below the HTTP layer (db/ helpers such as db/job-row-lock.ts): it carries the
 * shared error code and the message the client sees, but no status, so the database layer stays
 * free of HTTP. The error handler answers it with the same one error body an AppError gets.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}
