import { useParams } from 'react-router';
import { ProfileLoadError, ProfileNotFound } from '@/features/talent/profile-not-found';
import { ProfileSection } from '@/features/talent/profile-section';
import { ProfileSkeleton } from '@/features/talent/profile-skeleton';
import { parseRouteId } from '@/lib/route-id';
import { TeamProfileHeader } from '@/features/talent/team-profile-header';
import {
  AchievementsSection,
  OpenJobsSection,
  SuccessStoriesSection,
  TeamAboutSection,
} from '@/features/talent/team-profile-sections';
import { useTeam } from '@/features/talent/use-team';
import { ReviewsList } from '@/features/reviews/reviews-list';
import { ApiError } from '@/lib/api';

/** /teams/{id}: a team's public profile. Reviews are about the team's owner (its user id). */
export function Component() {
  const id = parseRouteId(useParams().id);
  const team = useTeam(id);

  // An id that cannot exist is "not found" without asking the server.
  if (id === null) return <ProfileNotFound />;
  if (team.isError) {
    if (team.error instanceof ApiError && team.error.status === 404) return <ProfileNotFound />;
    return <ProfileLoadError onRetry={() => void team.refetch()} />;
  }
  if (team.isPending) return <ProfileSkeleton label="Loading team profile..." />;

  const profile = team.data;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <TeamProfileHeader team={profile} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <TeamAboutSection team={profile} />
          <AchievementsSection team={profile} />
          <SuccessStoriesSection team={profile} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OpenJobsSection teamId={profile.id} />
        </div>
      </div>
      <ProfileSection id="reviews" title="Reviews">
        <ReviewsList userId={profile.userId} as="team" />
      </ProfileSection>
    </div>
  );
}
