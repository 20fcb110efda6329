import { z } from 'zod';

export const ReviewSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewer: z.object({ firstName: z.string(), lastName: z.string(), teamName: z.string().nullable() }),
});
export type Review = z.infer<typeof ReviewSchema>;
