import { useId, useRef, useState } from 'react';
import type { User } from '@sideline/shared';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { HelperProfileForm } from './helper-profile-form';
import { HelperProfileSummary } from './helper-profile-summary';
import { ProfileLoadError } from '@/components/gates/profile-load-error';
import { ProfileSectionHeader } from './profile-section-header';
import { useHelperProfile } from '@/lib/profiles/use-helper-profile';

interface HelperProfileSectionProps {
  user: Pick<User, 'id' | 'email' | 'venmoUsername'>;
  /** h1 when it is the whole page, h2 when it follows the team profile. */
  headingLevel?: 'h1' | 'h2';
}

const headingClasses = 'text-2xl font-bold text-slate-900';

/** The helper profile on /dashboard/profile: the read view with Edit Profile, or the form. */
export function HelperProfileSection({ user, headingLevel: Heading = 'h1' }: HelperProfileSectionProps) {
  const query = useHelperProfile(user.id);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Names which profile the Edit button edits when team and helper profiles share a page.
  const headingId = useId();

  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  if (query.isPending || query.isError) {
    return (
      <section aria-busy={query.isPending || undefined} className="flex flex-col gap-4">
        <Heading id={headingId} className={headingClasses}>
          Helper Profile
        </Heading>
        {query.isError ? (
          <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </section>
    );
  }

  const profile = query.data;
  if (!profile) {
    return (
      <section>
        <Card>
          <CardHeader>
            <Heading className={headingClasses}>Complete Your Helper Profile</Heading>
            <CardDescription>Teams see your profile when you apply for gigs.</CardDescription>
          </CardHeader>
          <CardContent>
            <HelperProfileForm user={user} profile={null} />
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
        title="Helper Profile"
        canEdit={!editing}
        onEdit={() => setEditing(true)}
        editButtonRef={editButton}
      />
      <Card>
        <CardContent className="pt-6">
          {editing ? (
            <HelperProfileForm
              user={user}
              profile={profile}
              onSaved={closeForm}
              onCancel={closeForm}
              autoFocus
            />
          ) : (
            <HelperProfileSummary profile={profile} headingLevel={Heading === 'h1' ? 'h2' : 'h3'} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
