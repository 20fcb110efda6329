import type { Ref } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ProfileSectionHeaderProps {
  as: 'h1' | 'h2';
  id: string;
  className: string;
  title: string;
  /** Edit Profile shows only in the read view. */
  canEdit: boolean;
  onEdit(): void;
  /** Focus returns here when the form closes. */
  editButtonRef: Ref<HTMLButtonElement>;
}

/** A profile section's title with its Edit Profile button (team and helper sections of /dashboard/profile). */
export function ProfileSectionHeader({
  as: Heading,
  id,
  className,
  title,
  canEdit,
  onEdit,
  editButtonRef,
}: ProfileSectionHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Heading id={id} className={className}>
        {title}
      </Heading>
      {canEdit && (
        // Two sections can each have an Edit Profile button; the heading says which one this is.
        <Button ref={editButtonRef} variant="outline" aria-describedby={id} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      )}
    </div>
  );
}
