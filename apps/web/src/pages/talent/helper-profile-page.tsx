import { useParams } from 'react-router';
import { HelperProfileHeader } from '@/features/talent/helper-profile-header';
import {
  AboutSection,
  AvailabilitySection,
  EquipmentSection,
  ExperienceSection,
  ServicesSection,
} from '@/features/talent/helper-profile-sections';
import { ProfileLoadError, ProfileNotFound } from '@/features/talent/profile-not-found';
import { ProfileSection } from '@/features/talent/profile-section';
import { ProfileSkeleton } from '@/features/talent/profile-skeleton';
import { parseRouteId } from '@/lib/route-id';
import { useHelper } from '@/features/talent/use-helper';
import { ReviewsList } from '@/features/reviews/reviews-list';
import { PassportSection } from '@/features/safety/passport-section';
import { ApiError } from '@/lib/api';

/** /helpers/{id}: a helper's public profile. */
export function Component() {
  const id = parseRouteId(useParams().id);
  const helper = useHelper(id);

  // An id that cannot exist is "not found" without asking the server.
  if (id === null) return <ProfileNotFound />;
  if (helper.isError) {
    if (helper.error instanceof ApiError && helper.error.status === 404) return <ProfileNotFound />;
    return <ProfileLoadError onRetry={() => void helper.refetch()} />;
  }
  if (helper.isPending) return <ProfileSkeleton label="Loading helper profile..." />;

  const profile = helper.data;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <HelperProfileHeader helper={profile} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <AboutSection helper={profile} />
          <ExperienceSection helper={profile} />
          <ServicesSection helper={profile} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PassportSection helperId={profile.id} />
          <EquipmentSection helper={profile} />
          <AvailabilitySection helper={profile} />
        </div>
      </div>
      <ProfileSection id="reviews" title="Reviews">
        <ReviewsList userId={profile.userId} as="helper" />
      </ProfileSection>
    </div>
  );
}
