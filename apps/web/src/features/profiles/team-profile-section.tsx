import { useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ProfileLoadError } from '@/components/gates/profile-load-error';
import { ProfileSectionHeader } from './profile-section-header';
import { TeamProfileForm } from './team-profile-form';
import { TeamProfileView } from './team-profile-view';
import { useTeamProfile } from '@/lib/profiles/use-team-profile';

interface TeamProfileSectionProps {
  userId: number;
  /** h1 when it is the whole page, h2 when it shares the page with the helper profile. */
  headingLevel?: 'h1' | 'h2';
}

const headingClasses = 'text-2xl font-bold text-slate-900';

/** The team profile screen (doc 2): the read view with Edit Profile, or the create prompt and form. */
export function TeamProfileSection({ userId, headingLevel: Heading = 'h1' }: TeamProfileSectionProps) {
  const query = useTeamProfile(userId);
  const [mode, setMode] = useState<'view' | 'form'>('view');
  const editButton = useRef<HTMLButtonElement>(null);
  // Names which profile the Edit button edits when team and helper profiles share a page.
  const headingId = useId();
  const inner = Heading === 'h1' ? 'h2' : 'h3';

  // Back from the form, focus returns to the button that opened it (React has re-rendered by then).
  const closeForm = () => {
    setMode('view');
    requestAnimationFrame(() => editButton.current?.focus());
  };

  if (query.isPending) {
    return (
      <section aria-busy="true" className="flex flex-col gap-4">
        <Heading className={headingClasses}>Team Profile</Heading>
        <Skeleton className="h-48 w-full" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="flex flex-col gap-4">
        <Heading className={headingClasses}>Team Profile</Heading>
        <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }

  const profile = query.data;
  if (!profile) {
    return (
      <section className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <Heading className={headingClasses}>Complete Your Team Profile</Heading>
            <CardDescription>
              You need to complete your team profile before you can post jobs.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {mode === 'form' ? (
              <TeamProfileForm userId={userId} profile={null} onSaved={closeForm} />
            ) : (
              <Button onClick={() => setMode('form')}>
                <Plus aria-hidden="true" />
                Create Team Profile
              </Button>
            )}
          </CardContent>
        </Card>
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <ProfileSectionHeader
        as={Heading}
        id={headingId}
        className={headingClasses}
        title="Team Profile"
        canEdit={mode === 'view'}
        onEdit={() => setMode('form')}
        editButtonRef={editButton}
      />
      <Card>
        <CardContent className="pt-6">
          {mode === 'form' ? (
            <TeamProfileForm userId={userId} profile={profile} onSaved={closeForm} onCancel={closeForm} />
          ) : (
            <TeamProfileView profile={profile} headingLevel={inner} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
