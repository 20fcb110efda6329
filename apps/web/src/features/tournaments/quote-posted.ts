import type { FieldErrors } from './form-errors';

export const QUOTE_FIELDS = [
  'name',
  'email',
  'organization',
  'tournamentName',
  'dates',
  'fields',
  'message',
] as const;
export type QuoteValues = Record<(typeof QUOTE_FIELDS)[number], string>;

/**
 * What the quote form posted as plain HTML came to (the tournament-director route's `action`): sent
 * to an address, or everything typed kept with what to fix.
 */
export type QuotePosted = { sent: string } | { values: QuoteValues; errors: FieldErrors; failure?: string };

/** The form's fields as typed, each one a string. */
export function quoteValuesOf(form: FormData): QuoteValues {
  const read = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(QUOTE_FIELDS.map((key) => [key, read(key)])) as QuoteValues;
}

/** What the schema is given: the fields filled in (an empty optional field is left out). */
export const filledIn = (values: QuoteValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
