import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';
import { idParamSchema } from './primitives.js';

/** The one error body every failing API call answers with. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBodySchema>;

export const IdParamSchema = z.object({ id: idParamSchema });

export const ZIP_CODE_MESSAGE = 'Please enter a valid 5-digit ZIP code';
export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, ZIP_CODE_MESSAGE);

export const VENMO_MESSAGE =
  'Venmo username must start with @ and contain only letters, numbers, underscores, and hyphens';
export const venmoHandleSchema = z
  .string()
  .trim()
  .regex(/^@[A-Za-z0-9_-]+$/, VENMO_MESSAGE);
