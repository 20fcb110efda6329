import { bookingClock, bookingPhase, type JobDetail } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useWithdrawFromBooking } from './api/booking-withdrawal';

type WithdrawJob = Pick<
  JobDetail,
  | 'id'
  | 'title'
  | 'team'
  | 'paysByCard'
  | 'cancellationPolicy'
  | 'jobDate'
  | 'startTime'
  | 'endTime'
  | 'timeZone'
>;

interface WithdrawBookingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  job: WithdrawJob;
  fallbackFocus?(): HTMLElement | null | undefined;
}

/**
 * "I can't make it" (BOOKING_RULES.withdrawBooking): what it costs the helper and what the team
 * learns, read from the job's own policy on the venue's clock, stated before they confirm.
 */
export function WithdrawBookingDialog({
  open,
  onOpenChange,
  job,
  fallbackFocus,
}: WithdrawBookingDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      fallbackFocus={fallbackFocus}
      title="Can't make this game?"
      description={`You'll no longer be booked for "${job.title}". This cannot be undone.`}
    >
      {open && <WithdrawConsequences job={job} onDone={() => onOpenChange(false)} />}
    </DialogShell>
  );
}

function WithdrawConsequences({ job, onDone }: { job: WithdrawJob; onDone(): void }) {
  const withdraw = useWithdrawFromBooking(job.id);
  const { freeUntilHours } = job.cancellationPolicy;
  // The server decides when the request lands; this is the same shared clock, read beforehand.
  const late = bookingPhase(bookingClock({ ...job, freeUntilHours }), new Date()) === 'inside-free-window';
  const team = job.team.teamName;

  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: 'Booking Withdrawn',
          description: `You're no longer booked for "${job.title}". ${team} has been told.`,
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Could Not Withdraw',
          description:
            error instanceof ApiError && error.code === 'game_started'
              ? 'This game has started, so you can no longer withdraw from it. Message the team instead.'
              : error instanceof ApiError
                ? error.serverMessage
                : 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-800">
        {late ? (
          <li className="font-medium text-amber-950">
            This counts as a late cancellation on your reliability: free cancellation ended {freeUntilHours}{' '}
            hours before the game.
          </li>
        ) : (
          <li>
            It's more than {freeUntilHours} hours before the game, so this does not count against your
            reliability.
          </li>
        )}
        {job.paysByCard && <li>The hold on the team's card is released: you won't be paid for this game.</li>}
        <li>{team} is told at once, by message, email and push, and the job opens again to other helpers.</li>
      </ul>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogCloseButton>Keep Booking</DialogCloseButton>
        <Button variant="destructive" disabled={withdraw.isPending} onClick={confirm}>
          {withdraw.isPending ? 'Withdrawing...' : "Yes, I can't make it"}
        </Button>
      </div>
    </div>
  );
}
