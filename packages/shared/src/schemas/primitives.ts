import { z } from 'zod';

/**
 * Input primitives every schema builds on, so hostile input is refused with a 400 at the edge and
 * never reaches the database (ids past int4, impossible dates, NUL bytes, floats where cents go).
 */
export const INT4_MAX = 2_147_483_647;
export const ID_MESSAGE = 'Invalid id';

/** A database id inside a JSON body: a JSON number, whole, 1..2^31-1 (the columns are int4). */
export const idSchema = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(INT4_MAX, ID_MESSAGE);

/** A database id in a path or query string: plain digits only ("1e3", "0x10", " 7" are refused). */
export const idParamSchema = z
  .string({ error: ID_MESSAGE })
  .regex(/^[1-9]\d{0,9}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(idSchema);

/** A whole number in a query string within [min, max]. */
export const intQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/, `Must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** True for a real calendar date written YYYY-MM-DD (rejects 2099-02-30 and 2099-13-01). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}
export const isoDateSchema = (message = 'Enter a real date as YYYY-MM-DD') =>
  z.string({ error: message }).refine(isCalendarDate, message);

/** HH:MM, 24-hour. */
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isoTimeSchema = (message = 'Enter a time as HH:MM') =>
  z.string({ error: message }).regex(TIME_RE, message);

/** C0 control characters other than tab, newline and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARS_MESSAGE = 'Text must not contain control characters';

/**
 * Money crosses HTTP as dollars (a JSON number with at most two decimals) and lives as integer
 * cents everywhere below the edge. Parsing (request bodies, and the web app reading responses)
 * decodes dollars to cents; serializing (responses, and the web app sending bodies) encodes cents
 * to dollars. This codec is the one place the conversion happens.
 */
export const dollarsCodec = (
  options: { min?: number; max?: number; message?: string; maxMessage?: string } = {},
) => {
  const message = options.message ?? 'Enter an amount in dollars';
  let dollars = z.number({ error: message }).multipleOf(0.01, 'Use at most two decimals for cents');
  if (options.min !== undefined) dollars = dollars.min(options.min, message);
  dollars = dollars.max(
    options.max ?? 1_000_000,
    options.maxMessage ?? options.message ?? `At most $${options.max ?? 1_000_000}`,
  );
  return z.codec(dollars, z.number().int(), {
    decode: (d) => Math.round(d * 100),
    encode: (cents) => cents / 100,
  });
};
