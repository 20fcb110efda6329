import type { User } from '@sideline/shared';
import { useHelperProfile } from '@/lib/profiles/use-helper-profile';
import { HelperProfileForm } from './helper-profile-form';
import { HelperProfileSummary } from './helper-profile-summary';
import { ProfileSectionFrame } from './profile-section-frame';

interface HelperProfileSectionProps {
  user: Pick<User, 'id' | 'email' | 'venmoUsername'>;
  /** h1 when it is the whole page, h2 when it follows the team profile. */
  headingLevel?: 'h1' | 'h2';
}

/** The helper profile on /dashboard/profile: the read view with Edit Profile, or the form. */
export function HelperProfileSection({ user, headingLevel = 'h1' }: HelperProfileSectionProps) {
  const query = useHelperProfile(user.id);
  return (
    <ProfileSectionFrame
      title="Helper Profile"
      headingLevel={headingLevel}
      query={query}
      create={{
        title: 'Complete Your Helper Profile',
        description: 'Teams see your profile when you apply for gigs.',
        content: () => <HelperProfileForm user={user} profile={null} />,
      }}
      form={(profile, close) => (
        <HelperProfileForm user={user} profile={profile} onSaved={close} onCancel={close} autoFocus />
      )}
      view={(profile, level) => <HelperProfileSummary profile={profile} headingLevel={level} />}
    />
  );
}
