import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { JobSummarySchema } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

const JobListSchema = z.array(JobSummarySchema);

/**
 * A team's upcoming open jobs, for its public page. The owner would get every status without the
 * filter, so `status=open` is always sent.
 */
export function useTeamOpenJobs(teamId: number) {
  return useQuery({
    queryKey: ['jobs', 'team', teamId, 'open'] as const,
    queryFn: async () => JobListSchema.parse(await api.get(`/api/jobs/team/${teamId}?status=open`)),
  });
}
