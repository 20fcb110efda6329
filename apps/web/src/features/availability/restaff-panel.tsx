import { UserCheck } from 'lucide-react';
import { AVAILABILITY_MESSAGES } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useBookNext, useRestaff } from './api/availability-api';

interface Props {
  job: { id: number; status: string; viewer: string };
}

/**
 * One-tap re-staffing (issue 55): when a booked helper has dropped out and the job is open again,
 * the team sees the next best available applicant from its ranked list and books them in one tap.
 */
export function RestaffPanel({ job }: Props) {
  // Open again after a drop-out, or still booked to a helper who missed the reconfirmation (the
  // server names a helper then only): the tap reopens the job first.
  const unconfirmed = job.status === 'assigned';
  const mine = job.viewer === 'owner' && (job.status === 'open' || unconfirmed);
  const restaff = useRestaff(job.id, mine);
  const book = useBookNext(job.id, unconfirmed);
  const next = restaff.data?.next;
  if (!mine || !next) return null;
  return (
    <Alert variant="warning" aria-labelledby="restaff-title">
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <AlertTitle id="restaff-title">
            {unconfirmed
              ? "Your helper hasn't confirmed: book the next one instead"
              : 'Your helper dropped out: book the next one'}
          </AlertTitle>
          <AlertDescription>
            Next best available from your ranked applicants: <strong>{next.name}</strong>
            {next.score !== null ? ` (${next.score} of 100)` : ''}.
          </AlertDescription>
        </div>
        <Button
          type="button"
          disabled={book.isPending}
          onClick={() =>
            book.mutate(next.applicationId, {
              onSuccess: () =>
                toast({ title: 'Helper Booked', description: `${next.name} is booked for this game.` }),
              onError: (error) =>
                toast({
                  title: 'Booking Failed',
                  description:
                    error instanceof ApiError ? error.serverMessage : AVAILABILITY_MESSAGES.noNextHelper,
                  variant: 'destructive',
                }),
            })
          }
        >
          <UserCheck aria-hidden="true" />
          {book.isPending ? 'Booking...' : `Book ${next.name}`}
        </Button>
      </div>
    </Alert>
  );
}
