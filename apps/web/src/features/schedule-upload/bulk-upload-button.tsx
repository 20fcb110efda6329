import { useId, useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import type { User } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { useTeamProfile } from '@/lib/profiles/use-team-profile';
import { BulkUploadDialog } from './bulk-upload-dialog';

/** The team dashboard's Bulk Upload Schedule: disabled until the team profile exists (spec doc 2). */
export function BulkUploadButton({ user }: { user: User }) {
  const profile = useTeamProfile(user.id);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const teamId = profile.data?.id;
  return (
    <>
      <Button
        variant="outline"
        disabled={teamId === undefined}
        title={teamId === undefined && !profile.isPending ? 'Complete your team profile first' : undefined}
        aria-haspopup="dialog"
        // The rendered dashboard opens the dialog from its own script before the app has started.
        data-opens-dialog={teamId === undefined ? undefined : dialogId}
        onClick={() => setOpen(true)}
      >
        <FileSpreadsheet aria-hidden="true" />
        Bulk Upload Schedule
      </Button>
      {teamId !== undefined && (
        <BulkUploadDialog id={dialogId} teamId={teamId} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
