import { useState, type FormEvent } from 'react';
import type { JobDetail } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { useCancelJob } from '@/features/jobs/api/mutations';

interface CancelJobDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  job: Pick<JobDetail, 'id' | 'title' | 'status'>;
  fallbackFocus?(): HTMLElement | null | undefined;
}

/** The owner cancels an open or assigned job, optionally saying why (shown on the job page). */
export function CancelJobDialog({ open, onOpenChange, job, fallbackFocus }: CancelJobDialogProps) {
  const description =
    job.status === 'assigned'
      ? `"${job.title}" already has a helper booked. Cancelling frees them and cannot be undone.`
      : `"${job.title}" will stop taking applications. This cannot be undone.`;
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      fallbackFocus={fallbackFocus}
      title="Cancel this job?"
      description={description}
    >
      {open && <CancelForm jobId={job.id} onDone={() => onOpenChange(false)} />}
    </DialogShell>
  );
}

function CancelForm({ jobId, onDone }: { jobId: number; onDone(): void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelJob();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { jobId, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Job Cancelled', description: 'The job has been cancelled.' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to Cancel',
            description: error instanceof ApiError ? error.serverMessage : 'Could not cancel the job.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="cancel-reason">Reason (optional)</Label>
        <Textarea
          id="cancel-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogCloseButton>Keep Job</DialogCloseButton>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Job'}
        </Button>
      </div>
    </form>
  );
}
