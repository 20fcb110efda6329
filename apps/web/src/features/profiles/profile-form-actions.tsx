import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface ProfileFormActionsProps {
  saving: boolean;
  /** Saving, or an image still uploading. */
  busy: boolean;
  /** The spinner's spoken label ('Saving your team profile'). */
  savingLabel: string;
  /** Shown only when there is something to go back to. */
  onCancel?(): void;
}

/** Save Profile (with a spinner while saving) and the optional Cancel. */
export function ProfileFormActions({ saving, busy, savingLabel, onCancel }: ProfileFormActionsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={busy}>
        {saving && <Spinner className="size-4 text-white" label={savingLabel} />}
        {saving ? 'Saving...' : 'Save Profile'}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      )}
    </div>
  );
}
