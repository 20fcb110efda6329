import { useState, type FormEvent } from 'react';
import {
  CANCELLATION_FEE_LABELS,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  canAskArrival,
  cancellationFee,
  jobStartsAt,
  type CancellationReason,
  type JobDetail,
} from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { formatAmount } from '@/lib/format/money';
import { useCancelJob } from '@/features/jobs/api/mutations';

type CancelJob = Pick<
  JobDetail,
  | 'id'
  | 'title'
  | 'status'
  | 'helper'
  | 'cancellationPolicy'
  | 'totalPay'
  | 'jobDate'
  | 'startTime'
  | 'timeZone'
  | 'paysByCard'
>;

interface CancelJobDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  job: CancelJob;
  fallbackFocus?(): HTMLElement | null | undefined;
  /**
   * Rescheduling a rained-out game instead (decision 24's second half): when given, a weather
   * cancellation of a booked job offers "Reschedule instead", which closes this dialog and calls it.
   */
  onRescheduleInstead?: () => void;
}

/** The owner cancels an open or booked job, saying why; a booked job shows the fee it will owe first. */
export function CancelJobDialog({
  open,
  onOpenChange,
  job,
  fallbackFocus,
  onRescheduleInstead,
}: CancelJobDialogProps) {
  const description =
    job.helper !== null
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
      {open && (
        <CancelForm
          job={job}
          onDone={() => onOpenChange(false)}
          onRescheduleInstead={
            onRescheduleInstead &&
            (() => {
              onOpenChange(false);
              onRescheduleInstead();
            })
          }
        />
      )}
    </DialogShell>
  );
}

interface CancelFormProps {
  job: CancelJob;
  onDone(): void;
  onRescheduleInstead?: () => void;
}

function CancelForm({ job, onDone, onRescheduleInstead }: CancelFormProps) {
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [arrived, setArrived] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useCancelJob();
  // The server decides the fee when the cancel lands; this is the same shared rule, shown beforehand.
  const now = new Date();
  const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
  const booked = job.helper !== null;
  const askArrival = booked && reason === 'weather' && canAskArrival(startsAt, now);
  const fee = cancellationFee(job.cancellationPolicy, job.totalPay, {
    booked,
    reason: reason || 'other',
    helperArrived: askArrival && arrived,
    startsAt,
    now,
  });
  const helperName = job.helper?.user.firstName ?? 'your helper';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      document.getElementById('cancel-reason-weather')?.focus();
      return;
    }
    cancel.mutate(
      {
        jobId: job.id,
        body: { reason, note: note.trim() || undefined, helperArrived: askArrival && arrived },
      },
      {
        onSuccess: (cancelled) => {
          const owed = cancelled.cancellationFee;
          toast({
            title: 'Job Cancelled',
            description: owed
              ? `The job has been cancelled. ${CANCELLATION_FEE_LABELS[owed.kind]}: ${formatAmount(owed.amount)}.`
              : 'The job has been cancelled.',
          });
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
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={missing && !reason ? 'cancel-reason-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">Reason</legend>
        <RadioGroup
          value={reason}
          onValueChange={(value) => {
            setReason(value as CancellationReason);
            setMissing(false);
          }}
          aria-label="Reason"
          aria-required="true"
        >
          {CANCELLATION_REASONS.map((value) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem value={value} id={`cancel-reason-${value}`} />
              <Label htmlFor={`cancel-reason-${value}`}>{CANCELLATION_REASON_LABELS[value]}</Label>
            </div>
          ))}
        </RadioGroup>
        {missing && !reason && (
          <p id="cancel-reason-error" role="alert" className="text-sm font-medium text-red-700">
            Please choose a reason.
          </p>
        )}
      </fieldset>
      {askArrival && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="cancel-helper-arrived"
            checked={arrived}
            onCheckedChange={(checked) => setArrived(checked === true)}
          />
          <Label htmlFor="cancel-helper-arrived">Had {helperName} already arrived?</Label>
        </div>
      )}
      {booked && reason === 'weather' && onRescheduleInstead && (
        // The spot for rescheduling a rained-out game rather than cancelling it.
        <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p className="text-slate-800">Rained out? You can move the game and ask {helperName} first.</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={onRescheduleInstead}
          >
            Reschedule instead
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="cancel-note">Note (optional)</Label>
        <Textarea
          id="cancel-note"
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {booked && reason && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950" aria-live="polite">
          {fee.kind === 'none'
            ? `No fee: you are cancelling more than ${job.cancellationPolicy.freeUntilHours} hours before the game.`
            : `${CANCELLATION_FEE_LABELS[fee.kind]}: ${formatAmount(fee.cents)} (${fee.percent}% of the pay), owed to ${helperName}${
                job.paysByCard
                  ? ' and charged to the card that guaranteed the booking.'
                  : ", paid like a game's pay."
              }`}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogCloseButton>Keep Job</DialogCloseButton>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Job'}
        </Button>
      </div>
    </form>
  );
}
