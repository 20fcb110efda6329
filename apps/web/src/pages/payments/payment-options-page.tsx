import { useParams } from 'react-router';
import { useAuth } from '@/lib/session/use-auth';
import { JobDetailSkeleton, JobLoadError, JobNotFound } from '@/pages/jobs/job-detail/job-detail-states';
import { usePaymentJob } from '@/features/payments/api/payments-api';
import { PaymentOptions } from '@/features/payments/payment-options';
import { parseRouteId } from '@/lib/route-id';
import { ApiError } from '@/lib/api';

/** /payments/options/{jobId}: the payment method chooser. */
export function Component() {
  const id = parseRouteId(useParams().jobId);
  const job = usePaymentJob(id);
  const { user } = useAuth();

  if (id === null) return <JobNotFound />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobNotFound />;
    return <JobLoadError onRetry={() => void job.refetch()} />;
  }
  if (job.isPending) return <JobDetailSkeleton />;
  return <PaymentOptions job={job.data} freeGamesRemaining={user?.freeGamesRemaining ?? 0} />;
}
