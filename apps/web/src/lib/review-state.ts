import { queryOptions } from '@tanstack/react-query';
import { JobReviewStateSchema, type RevieweeRole } from '@sideline/shared';
import { api } from './api';

/**
 * The reviews resource's query keys, and the signed-in party's review state of a job. It lives here
 * because three features read it (the job page's Leave Review, Messages' Payment & Review box, the
 * reviews feature itself) and a feature may not import another.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  job: (jobId: number) => ['reviews', 'job', jobId] as const,
  reviewee: (userId: number, as: RevieweeRole | 'all') => ['reviews', 'reviewee', userId, as] as const,
};

export const jobReviewStateQuery = (jobId: number) =>
  queryOptions({
    queryKey: reviewKeys.job(jobId),
    queryFn: () => api.get(JobReviewStateSchema, `/api/reviews/job/${jobId}`),
  });
