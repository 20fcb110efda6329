import { z } from 'zod';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE } from './primitives.js';

/**
 * Free text typed by a person: trimmed, bounded, and free of control characters (a NUL byte cannot
 * be stored in a PostgreSQL text column, so it must be refused at the edge, not by the database).
 */
export const plainText = (max: number, messages: { type?: string; tooLong?: string } = {}) =>
  z
    .string({ error: messages.type })
    .trim()
    .max(max, messages.tooLong)
    .refine((value) => !CONTROL_CHARS.test(value), CONTROL_CHARS_MESSAGE);

/** Optional free text; null and absent both mean "none". */
export const optionalText = (max: number) => plainText(max).nullable().optional();

/** A short list of free-text items (achievements, certifications, equipment). */
export const textList = (maxItems: number, maxLength: number) =>
  z.array(plainText(maxLength).min(1)).max(maxItems).optional();
