import type { QueryClient } from '@tanstack/react-query';
import type { PageReads, User } from '@sideline/shared';
import { seedTeamApplications } from '@/features/applications/api/queries';
import { seedTeamJobs } from '@/features/jobs/api/queries';
import { seedTeamProfileByUser } from '@/lib/profiles/use-team-profile';

/**
 * A team's area as a server loader reads it (decision 0054): its profile first (everything else is
 * keyed by its id), then its jobs and the applications to them together.
 */
export async function seedTeamArea(client: QueryClient, user: User, reads: PageReads): Promise<void> {
  const team = seedTeamProfileByUser(client, user.id, await reads.teamProfileByUser(user.id));
  if (!team) return;
  const [jobs, applications] = await Promise.all([reads.teamJobs(team.id), reads.teamApplications(team.id)]);
  seedTeamJobs(client, team.id, jobs);
  seedTeamApplications(client, team.id, applications);
}
