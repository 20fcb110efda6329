import { useState, type FormEvent } from 'react';
import { RescheduleBodySchema, type JobDetail } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { longJobDate, timeRange } from '@/lib/format/job-format';
import { useRescheduleJob } from './api/reschedule';

type RescheduleJob = Pick<JobDetail, 'id' | 'title' | 'jobDate' | 'startTime' | 'endTime' | 'helper'>;

interface RescheduleDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  job: RescheduleJob;
  fallbackFocus?(): HTMLElement | null | undefined;
  /** After the proposal is sent (the dialog has closed itself). */
  onRescheduled?(): void;
}

/**
 * The team moves a rained-out game to a new date (decision 0045): its booked helper is asked first.
 * Opened from the job page, and from anywhere else that offers "Reschedule instead".
 */
export function RescheduleDialog({
  open,
  onOpenChange,
  job,
  fallbackFocus,
  onRescheduled,
}: RescheduleDialogProps) {
  const helper = job.helper ? job.helper.user.firstName : 'your helper';
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      fallbackFocus={fallbackFocus}
      title="Reschedule this game"
      description={`Pick a new date and time for "${job.title}". ${helper} is asked first and can accept or decline; if they decline, the job opens to other helpers at the new time.`}
    >
      {open && (
        <RescheduleForm
          job={job}
          onDone={() => {
            onOpenChange(false);
            onRescheduled?.();
          }}
        />
      )}
    </DialogShell>
  );
}

type Field = 'jobDate' | 'startTime' | 'endTime' | 'note';

function RescheduleForm({ job, onDone }: { job: RescheduleJob; onDone(): void }) {
  const [values, setValues] = useState({
    jobDate: '',
    startTime: job.startTime,
    endTime: job.endTime,
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const reschedule = useRescheduleJob(job.id);
  // A field's message goes once it is edited: it described the value that was there.
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RescheduleBodySchema.safeParse({ ...values, note: values.note.trim() || undefined });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    reschedule.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'New Time Sent', description: 'Your helper has been asked to accept the new time.' });
        onDone();
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : 'Could not send the new time.';
        if (error instanceof ApiError && error.status === 400) setErrors({ jobDate: message });
        else toast({ title: 'Failed to Reschedule', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Now: {longJobDate(job.jobDate)}, {timeRange(job.startTime, job.endTime)} (venue time)
      </p>
      <TextField
        id="reschedule-date"
        label="New date"
        type="date"
        requiredMark
        value={values.jobDate}
        onChange={set('jobDate')}
        error={errors.jobDate}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="reschedule-start"
          label="Start time"
          type="time"
          requiredMark
          value={values.startTime}
          onChange={set('startTime')}
          error={errors.startTime}
        />
        <TextField
          id="reschedule-end"
          label="End time"
          type="time"
          requiredMark
          value={values.endTime}
          onChange={set('endTime')}
          error={errors.endTime}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reschedule-note">Note to your helper (optional)</Label>
        <Textarea id="reschedule-note" rows={2} maxLength={500} value={values.note} onChange={set('note')} />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogCloseButton>Keep Current Time</DialogCloseButton>
        <Button type="submit" disabled={reschedule.isPending}>
          {reschedule.isPending ? 'Sending...' : 'Send New Time'}
        </Button>
      </div>
    </form>
  );
}
