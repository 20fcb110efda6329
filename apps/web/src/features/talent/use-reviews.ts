import { useQuery } from '@tanstack/react-query';
import { revieweeReviewsQuery } from './api/reviews-api';

/** Reviews about a user (helper or team owner), newest first as the API sends them. */
export function useReviews(userId: number) {
  return useQuery(revieweeReviewsQuery(userId));
}
