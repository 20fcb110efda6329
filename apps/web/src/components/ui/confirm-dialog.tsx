import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogShell } from './dialog-shell';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onConfirm(): void;
}

/** "Are you sure?" for actions that cannot be undone (withdrawing an application). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Keep It',
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogCloseButton>{cancelLabel}</DialogCloseButton>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </DialogShell>
  );
}
