import { z } from 'zod';
import { DEFAULT_SCHEDULE_LENGTH_HOURS, SCHEDULE_LENGTH_HOURS } from '../domain/schedule-upload.js';
import { idParamSchema } from './primitives.js';

/** POST /api/jobs/bulk-upload's answer (spec doc 2): counts of rows, and one message per problem. */
export const BulkUploadResultSchema = z.object({
  successful: z.number().int().min(0),
  failed: z.number().int().min(0),
  errors: z.array(z.string()),
});
export type BulkUploadResult = z.infer<typeof BulkUploadResultSchema>;

const LENGTH_MESSAGE = `Game length must be one of ${SCHEDULE_LENGTH_HOURS.join(', ')} hours`;

/** The multipart text fields beside the `schedule` file (they arrive as strings). */
export const BulkUploadFieldsSchema = z.object({
  teamId: idParamSchema,
  duration: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return DEFAULT_SCHEDULE_LENGTH_HOURS;
      const hours = Number(value);
      if (!/^\d(\.5)?$/.test(value) || !(SCHEDULE_LENGTH_HOURS as readonly number[]).includes(hours)) {
        ctx.addIssue({ code: 'custom', message: LENGTH_MESSAGE });
        return z.NEVER;
      }
      return hours;
    }),
});
