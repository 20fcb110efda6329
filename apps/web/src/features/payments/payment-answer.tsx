import { PAYMENT_MESSAGES } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useConfirmPayment, useDisputePayment } from './api/payments-api';

const failed = (error: unknown) =>
  toast({
    title: 'Could not save your answer',
    description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });

/**
 * The helper's answers: "Payment received" (with or without the team's report) and, to a report,
 * "Not received".
 */
export function PaymentAnswer({
  jobId,
  jobTitle,
  reported,
  disputed,
}: {
  jobId: number;
  jobTitle: string;
  reported: boolean;
  disputed: boolean;
}) {
  const confirm = useConfirmPayment();
  const dispute = useDisputePayment();
  const busy = confirm.isPending || dispute.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={busy}
        aria-label={`Payment received: ${jobTitle}`}
        onClick={() =>
          // mutateAsync: this button unmounts once the job is paid, and the toast must still show.
          confirm
            .mutateAsync(jobId)
            .then(() => toast({ title: 'Payment Received', description: PAYMENT_MESSAGES.confirmed }), failed)
        }
      >
        Payment received
      </Button>
      {reported && !disputed && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Not received: ${jobTitle}`}
          onClick={() =>
            dispute
              .mutateAsync(jobId)
              .then(
                () => toast({ title: 'Marked Not Received', description: PAYMENT_MESSAGES.disputed }),
                failed,
              )
          }
        >
          Not received
        </Button>
      )}
    </div>
  );
}
