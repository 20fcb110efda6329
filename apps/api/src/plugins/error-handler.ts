import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@sideline/shared';
import { DomainError, type DomainErrorKind } from '../lib/domain-error.js';
import { AppError } from '../lib/errors.js';

/** The status each kind of domain refusal is answered with: the one place it is decided. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = { not_found: 404, not_allowed: 403, conflict: 409 };

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their 4xx. */
const FASTIFY_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty.', code: 'empty_body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported content type.', code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'File too large', code: 'file_too_large' },
};

/**
 * Errors Fastify raises while routing, before any handler or hook (a malformed percent-escape, a
 * path segment past maxParamLength): without this option Fastify writes its own body, with its own
 * code. Passed as the `frameworkErrors` option so they answer the one error body too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const body: ErrorBody = { message: 'The address of this request is not valid.', code: 'bad_request' };
  // Answered before any hook runs, so the request id header is set here too.
  void reply.header('x-request-id', request.id).status(status).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error instanceof DomainError) return reply.status(DOMAIN_STATUS[error.kind]).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid input',
      }));
      const body: ErrorBody = {
        message: details[0]?.message ?? 'Invalid input',
        code: 'validation_error',
        details,
      };
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: GENERIC_500, code: 'internal_error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
      const body: ErrorBody = known ?? { message: error.message || 'Bad request', code: 'bad_request' };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_500, code: 'internal_error' });
  });
}
