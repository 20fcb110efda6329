import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTeamProfile } from '@/lib/profiles/use-team-profile';
import { ProfileSectionFrame } from './profile-section-frame';
import { TeamProfileForm } from './team-profile-form';
import { TeamProfileView } from './team-profile-view';

interface TeamProfileSectionProps {
  userId: number;
  /** h1 when it is the whole page, h2 when it shares the page with the helper profile. */
  headingLevel?: 'h1' | 'h2';
}

/** The team profile screen (doc 2): the read view with Edit Profile, or the create prompt and form. */
export function TeamProfileSection({ userId, headingLevel = 'h1' }: TeamProfileSectionProps) {
  const query = useTeamProfile(userId);
  return (
    <ProfileSectionFrame
      title="Team Profile"
      headingLevel={headingLevel}
      query={query}
      create={{
        title: 'Complete Your Team Profile',
        description: 'You need to complete your team profile before you can post jobs.',
        content: (close) => <CreateTeamProfile userId={userId} onSaved={close} />,
      }}
      form={(profile, close) => (
        <TeamProfileForm userId={userId} profile={profile} onSaved={close} onCancel={close} />
      )}
      view={(profile, level) => <TeamProfileView profile={profile} headingLevel={level} />}
    />
  );
}

/** The spec's Create Team Profile button, then the empty form. */
function CreateTeamProfile({ userId, onSaved }: { userId: number; onSaved(): void }) {
  const [creating, setCreating] = useState(false);
  if (creating) return <TeamProfileForm userId={userId} profile={null} onSaved={onSaved} />;
  return (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Create Team Profile
    </Button>
  );
}
