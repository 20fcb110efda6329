import { useParams } from 'react-router';
import { JobDetailSkeleton, JobLoadError, JobNotFound } from './job-detail/job-detail-states';
import { JobDetailView } from './job-detail/job-detail-view';
import { useJob } from '@/features/jobs/api/job-reads';
import { parseRouteId } from '@/lib/route-id';
import { ApiError } from '@/lib/api';

/** /jobs/{id}: one job, with the buttons its viewer may use. Rendered inside the site layout's <main>. */
export function Component() {
  const id = parseRouteId(useParams().id);
  const job = useJob(id);

  // An id that cannot exist is "not found" without asking the server.
  if (id === null) return <JobNotFound />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobNotFound />;
    return <JobLoadError onRetry={() => void job.refetch()} />;
  }
  if (job.isPending) return <JobDetailSkeleton />;
  return <JobDetailView job={job.data} />;
}
