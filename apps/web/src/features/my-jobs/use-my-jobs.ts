import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { JobSummarySchema, type JobStatus, type JobSummary } from '@sideline/shared';
import { jobKeys } from '@/features/jobs/job-detail/query-keys';
import { legacyApi as api } from '@/lib/api';

const JobListSchema = z.array(JobSummarySchema);

/** All of a team's jobs, every status (the owner asks, so nothing is hidden). */
export function useTeamJobs(teamId: number | undefined) {
  return useQuery({
    queryKey: jobKeys.team(teamId ?? 0),
    enabled: teamId !== undefined,
    queryFn: async () => JobListSchema.parse(await api.get(`/api/jobs/team/${teamId}`)),
  });
}

/** Jobs assigned to a helper (their gigs), for the helper's dashboard. */
export function useHelperJobs(helperId: number | undefined) {
  return useQuery({
    queryKey: jobKeys.helper(helperId ?? 0),
    enabled: helperId !== undefined,
    queryFn: async () => JobListSchema.parse(await api.get(`/api/jobs/helper/${helperId}`)),
  });
}

const ACTIVE: JobStatus[] = ['open', 'assigned'];
const byStart = (a: JobSummary, b: JobSummary) =>
  a.jobDate.localeCompare(b.jobDate) || a.startTime.localeCompare(b.startTime);

/** My Jobs' tabs: upcoming work soonest first; finished (completed, paid, cancelled) latest first. */
export function splitJobs(jobs: JobSummary[]) {
  const active = jobs.filter((job) => ACTIVE.includes(job.status)).sort(byStart);
  const finished = jobs.filter((job) => !ACTIVE.includes(job.status)).sort((a, b) => byStart(b, a));
  return { active, finished };
}
