import { ApiError } from '@/lib/api';

/** Inline messages by field key (the schema's top-level path, e.g. "teamName"). */
export type FormErrors = Partial<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Keeps the first message of every field; `overrides` swaps zod's generic wording for a field. */
export function collectErrors(issues: readonly Issue[], overrides: Record<string, string> = {}): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= overrides[key] ?? issue.message;
  }
  return errors;
}

/** A server detail path such as "body.sportTypes.0" names the field "sportTypes". */
function fieldOf(path: string): string {
  const parts = path.split(/[.[\]/]+/).filter(Boolean);
  return (parts[0] === 'body' ? parts[1] : parts[0]) ?? 'form';
}

/** The inline errors a failed save can place (400 answers carry `details`). */
export function serverFieldErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  if (error instanceof ApiError) {
    for (const detail of error.body?.details ?? []) errors[fieldOf(detail.path)] ??= detail.message;
  }
  return errors;
}

/** The first field with an error, in the order the form shows them. */
export function firstErrorKey(errors: FormErrors, order: readonly string[]): string | undefined {
  return order.find((key) => errors[key]) ?? Object.keys(errors).find((key) => errors[key]);
}

/** Moves focus to a field after React has rendered its message, so it is read with the field. */
export function focusField(id: string | undefined): void {
  if (!id) return;
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    // A group (the rate slider's root) is not focusable itself: focus its first control instead.
    const target = element?.matches(FOCUSABLE) ? element : element?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  });
}

const FOCUSABLE = 'input, button, textarea, select, [tabindex]';

/** Drops the given keys from an errors object (a no-op that keeps identity when none are set). */
export function withoutErrors(current: FormErrors, keys: readonly string[]): FormErrors {
  if (!keys.some((key) => current[key])) return current;
  const next = { ...current };
  for (const key of keys) delete next[key];
  return next;
}

/** "a, b\nc" -> ['a', 'b', 'c']: list fields are typed as comma- or line-separated text. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}
