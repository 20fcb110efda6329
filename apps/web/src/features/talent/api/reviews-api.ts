import { queryOptions } from '@tanstack/react-query';
import { ReviewSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { reviewKeys } from '@/lib/profile-keys';

/** Reviews about a user (helper or team owner), newest first as the API sends them. */
export const revieweeReviewsQuery = (userId: number) =>
  queryOptions({
    queryKey: reviewKeys.reviewee(userId),
    queryFn: () => api.get(ReviewSchema.array(), `/api/reviews/reviewee/${userId}`),
  });
