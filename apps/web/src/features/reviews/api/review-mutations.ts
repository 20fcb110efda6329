import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PostReviewBodySchema,
  ReviewReplyBodySchema,
  ReviewSchema,
  type PostReviewBody,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { reviewKeys } from '@/lib/review-state';

/**
 * POST /api/reviews. A review can publish both sides at once and move ratings shown on profiles,
 * cards and dashboards (other features' queries), so everything cached is marked stale.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostReviewBody) =>
      api.send('POST', '/api/reviews', ReviewSchema, { schema: PostReviewBodySchema, value: body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /api/reviews/{id}/reply: the reviewee's one public answer. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      api.send('POST', `/api/reviews/${reviewId}/reply`, ReviewSchema, {
        schema: ReviewReplyBodySchema,
        value: { reply },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
