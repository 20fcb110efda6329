import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE } from '@sideline/shared';
import { badRequest } from '../lib/errors.js';

const MAX_DEPTH = 64;

/** The path of the first string (value or key) holding a control character, or null. */
function findControlChar(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARS.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChar(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARS.test(key)) return [...path, key.replace(CONTROL_CHARS, '?')];
    const found = findControlChar(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One gate for every route, present and future: a string in a body, query or path holding a C0
 * control character (other than tab, newline and carriage return) or DEL is refused with a 400
 * before validation, so none can reach a handler or the database (PostgreSQL refuses NUL in text and
 * would answer a 500). Runs before schema validation, on the parsed values.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Callback style, not async: every request passes here, and a promise per hook adds up.
  app.addHook('preValidation', (request, _reply, done) => {
    const sources = { params: request.params, query: request.query, body: request.body } as const;
    for (const [source, value] of Object.entries(sources)) {
      const found = findControlChar(value, []);
      if (found) {
        const path = found.join('.');
        done(
          badRequest(CONTROL_CHARS_MESSAGE, 'validation_error', [
            { path: path || source, message: CONTROL_CHARS_MESSAGE },
          ]),
        );
        return;
      }
    }
    done();
  });
}
