import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { jobActionsFor, type JobDetail, type User } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/use-auth';
import { JobDetailSkeleton, JobLoadError, JobNotFound } from './job-detail/job-detail-states';
import { useJob } from '@/features/jobs/api/queries';
import { PostJobForm } from '@/features/jobs/post-job-form';
import { valuesFromJob } from '@/features/jobs/post-job-values';
import { useEditJob } from '@/features/jobs/use-edit-job';
import { parseRouteId } from '@/lib/route-id';
import { ApiError } from '@/lib/api';

/**
 * /jobs/{id}/edit: the owner changes an open job nobody has been accepted for. The same shared rule
 * as the job page's buttons (`jobActionsFor`) decides; the server refuses anything else anyway.
 */
export function Component() {
  const id = parseRouteId(useParams().id);
  const job = useJob(id);
  const { user, isLoading } = useAuth();

  if (id === null) return <JobNotFound />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobNotFound />;
    return <JobLoadError onRetry={() => void job.refetch()} />;
  }
  if (job.isPending) return <JobDetailSkeleton />;
  // The job may say "owner" before the stored user is read: wait rather than refuse.
  if (!user && isLoading) return <PageSpinner label="Loading..." />;

  const detail = job.data;
  const editable =
    detail.viewer === 'owner' &&
    jobActionsFor({ status: detail.status, jobDate: detail.jobDate }, detail.viewer).includes('edit');
  if (!user || !editable) return <CannotEdit job={detail} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <BackToJob jobId={detail.id} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Edit Job</h1>
      <p className="mt-2 text-lg break-words text-slate-600">
        Change the details of &ldquo;{detail.title}&rdquo;.
      </p>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <EditJobForm job={detail} user={user} />
      </div>
    </div>
  );
}

function EditJobForm({ job, user }: { job: JobDetail; user: User }) {
  const edit = useEditJob(job.id);
  // The server refuses a new policy while a helper is waiting on an answer (decision 24).
  const policyLocked = job.applications.some((application) => application.status === 'pending');
  return (
    <PostJobForm
      user={user}
      initial={valuesFromJob(job)}
      policyLocked={policyLocked}
      onSave={(body) => edit.mutateAsync(body)}
    />
  );
}

function BackToJob({ jobId }: { jobId: number }) {
  return (
    <Link
      to={`/jobs/${jobId}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Job
    </Link>
  );
}

/** Not the owner, or the job has moved on (a helper accepted, cancelled, done): say which. */
function CannotEdit({ job }: { job: JobDetail }) {
  const reason =
    job.viewer === 'owner'
      ? 'This job can no longer be edited: only open jobs without an accepted helper can change.'
      : 'Only the team that posted this job can edit it.';
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <Lock className="size-10 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">You Can&rsquo;t Edit This Job</h1>
        <p className="text-slate-700">{reason}</p>
        <Link to={`/jobs/${job.id}`} className={buttonVariants({ size: 'lg' })}>
          Back to Job
        </Link>
      </Card>
    </div>
  );
}
