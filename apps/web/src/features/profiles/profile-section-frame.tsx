import { useId, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ProfileLoadError } from '@/components/gates/profile-load-error';
import { ProfileSectionHeader } from './profile-section-header';

interface ProfileSectionFrameProps<P> {
  /** 'Team Profile' or 'Helper Profile'. */
  title: string;
  /** h1 when it is the whole page, h2 when the team and helper profiles share it. */
  headingLevel: 'h1' | 'h2';
  query: UseQueryResult<P | null>;
  /** The card shown while there is no profile yet: its heading, why it matters, and how to start. */
  create: { title: string; description: ReactNode; content(close: () => void): ReactNode };
  form(profile: P, close: () => void): ReactNode;
  view(profile: P, headingLevel: 'h2' | 'h3'): ReactNode;
}

const headingClasses = 'text-2xl font-bold text-slate-900';

/**
 * One profile section of /dashboard/profile, team or helper: loading and error states, the create
 * card while there is no profile, then the read view with Edit Profile or the form. Closing the
 * form returns focus to Edit Profile.
 */
export function ProfileSectionFrame<P>({
  title,
  headingLevel: Heading,
  query,
  create,
  form,
  view,
}: ProfileSectionFrameProps<P>) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Names which profile the Edit button edits when team and helper profiles share a page.
  const headingId = useId();

  // React has re-rendered the read view (and its button) by the next frame.
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  if (query.isPending || query.isError) {
    return (
      <section aria-busy={query.isPending || undefined} className="flex flex-col gap-4">
        <Heading id={headingId} className={headingClasses}>
          {title}
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
      <section className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <Heading className={headingClasses}>{create.title}</Heading>
            <CardDescription>{create.description}</CardDescription>
          </CardHeader>
          <CardContent>{create.content(close)}</CardContent>
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
        title={title}
        canEdit={!editing}
        onEdit={() => setEditing(true)}
        editButtonRef={editButton}
      />
      <Card>
        <CardContent className="pt-6">
          {editing ? form(profile, close) : view(profile, Heading === 'h1' ? 'h2' : 'h3')}
        </CardContent>
      </Card>
    </section>
  );
}
