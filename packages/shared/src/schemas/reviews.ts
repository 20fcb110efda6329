import { z } from 'zod';

/** Review (spec doc 1 and 2, section 3): who wrote it, about whom, for which job. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  reviewerId: z.number().int(),
  revieweeId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewer: z.object({ firstName: z.string(), lastName: z.string(), teamName: z.string().nullable() }),
});
export type Review = z.output<typeof ReviewSchema>;
