import type { z } from 'zod';
import type { ErrorBody } from '@sideline/shared';
import { ApiError } from '@/lib/api-error';

export type FieldErrors = Record<string, string>;

/** The first message of each field, as the shared schema words it. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A refusal's field messages (the server's `details`), keyed like the form's fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of (error.body?.details ?? []) as NonNullable<ErrorBody['details']>) {
    const key = detail.path.split('.')[0] || 'form';
    errors[key] ??= detail.message;
  }
  return errors;
}

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.serverMessage : fallback;

/** Moves focus to the first field in error once React has drawn the messages. */
export function focusFirst(prefix: string, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(`${prefix}-${first}`)?.focus());
}
