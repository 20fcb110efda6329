import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { publicPath } from './secret-paths.js';

/**
 * Fields that must never reach a log line, wherever a caller puts them: credentials, tokens and
 * cookies (pino replaces the value). Errors are scrubbed separately by `serializeError`.
 */
const SECRET_FIELDS = ['password', 'passwordHash', 'password_hash', 'token', 'tokenHash', 'secret'];
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...['authorization', 'cookie', '["set-cookie"]', '["x-api-key"]'].flatMap((header) => [
    `headers.${header}`.replace('.[', '['),
    `*.headers.${header}`.replace('.[', '['),
  ]),
];

/**
 * Error properties dropped before logging: a failed query's parameters (PGlite and Drizzle attach
 * them, so a failed INSERT would log the password hash and email it carried) and PostgreSQL's
 * `detail`, which quotes the offending values.
 */
const DROPPED_ERROR_FIELDS = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'stack',
  'message',
  'cause',
]);

/** Drizzle's "Failed query: ...\nparams: ..." keeps the SQL (placeholders only) and loses the values. */
const scrubMessage = (message: string): string => message.replace(/\nparams:[\s\S]*$/, '');

/** Like pino's error serializer, but safe: no query parameters anywhere in the error or its causes. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = scrubMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED_ERROR_FIELDS.has(key) || SECRET_FIELDS.includes(key)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** The request as logged: its public path (no query string, no secret route parameter). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: publicPath(request),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Pino options for the server: JSON lines with secrets redacted; human-readable lines (pino-pretty)
 * in interactive development only.
 */
export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    hooks: {
      // `log.error(error)` makes the error's own message the line's message: scrub it like the rest.
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest.shift() : scrubMessage(first.message);
          return method.apply(this, [{ err: first }, message, ...rest]);
        }
        return method.apply(this, args);
      },
    },
    serializers: {
      req: serializeRequest,
      err: serializeError as (err: Error) => { type: string; message: string; stack: string },
      error: serializeError,
    },
    ...(config.env === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}
