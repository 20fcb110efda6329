import type { JobStatus, JobSummary } from '@sideline/shared';

const ACTIVE: JobStatus[] = ['open', 'assigned', 'rescheduling'];
const byStart = (a: JobSummary, b: JobSummary) =>
  a.jobDate.localeCompare(b.jobDate) || a.startTime.localeCompare(b.startTime);

/** My Jobs' tabs: upcoming work soonest first; finished (completed, paid, cancelled) latest first. */
export function splitJobs(jobs: JobSummary[]) {
  const active = jobs.filter((job) => ACTIVE.includes(job.status)).sort(byStart);
  const finished = jobs.filter((job) => !ACTIVE.includes(job.status)).sort((a, b) => byStart(b, a));
  return { active, finished };
}
