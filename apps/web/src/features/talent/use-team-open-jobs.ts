import { useQuery } from '@tanstack/react-query';
import { teamOpenJobsQuery } from './api/teams-api';

/** A team's upcoming open jobs, for its public page. */
export function useTeamOpenJobs(teamId: number) {
  return useQuery(teamOpenJobsQuery(teamId));
}
