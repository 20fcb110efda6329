import { useQuery } from '@tanstack/react-query';
import { ReviewSchema } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

export const reviewKeys = {
  reviewee: (userId: number) => ['reviews', 'reviewee', userId] as const,
};

/** Reviews about a user (helper or team owner), newest first as the API sends them. */
export function useReviews(userId: number) {
  return useQuery({
    queryKey: reviewKeys.reviewee(userId),
    queryFn: async () => ReviewSchema.array().parse(await api.get(`/api/reviews/reviewee/${userId}`)),
  });
}
