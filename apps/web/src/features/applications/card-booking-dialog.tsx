import { useQuery } from '@tanstack/react-query';
import { formatDollars, platformFeeCents, type Application } from '@sideline/shared';
import { formatAmount } from '@/lib/format/money';
import { Alert } from '@/components/ui/alert';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { Spinner } from '@/components/ui/spinner';
import { SaveCardForm } from '@/components/payments/save-card-form';
import { ApiError } from '@/lib/api';
import { fullName } from '@/lib/format/names';
import { startCardSetup } from '@/lib/stripe-js';
import { useApplicationDecision } from './api/mutations';

interface CardBookingDialogProps {
  application: Application;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Accepting on card terms (decision 22): the team saves a card, and the booking is made with it.
 * Nothing is charged now; the card is held two days before the game and charged 24 hours after the
 * job is marked complete, unless the team disputes.
 */
export function CardBookingDialog({ application, open, onOpenChange }: CardBookingDialogProps) {
  const name = fullName(application.helper);
  const pay = application.job.totalPay;
  const total = pay + platformFeeCents(pay);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`Book ${name} with a card`}
      description={`${name}'s pay of ${formatDollars(pay)} is guaranteed by your card. We hold ${formatAmount(total)} (pay plus the 10% platform fee) two days before the game and charge it 24 hours after you mark the job complete, unless you report a problem. Nothing is charged now.`}
    >
      {open && <BookingForm application={application} onDone={() => onOpenChange(false)} />}
    </DialogShell>
  );
}

function BookingForm({ application, onDone }: { application: Application; onDone(): void }) {
  const decision = useApplicationDecision();
  const setup = useQuery({
    queryKey: ['card-setup', application.job.id, application.id],
    queryFn: () => startCardSetup(application.job.id, application.id),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (setup.isError)
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="destructive" role="alert">
          <p>
            {setup.error instanceof ApiError
              ? setup.error.serverMessage
              : 'The card form could not be opened.'}
          </p>
        </Alert>
        <div className="flex justify-end">
          <DialogCloseButton>Close</DialogCloseButton>
        </div>
      </div>
    );
  if (!setup.data) return <Spinner className="size-6" label="Opening the card form..." />;
  return (
    <SaveCardForm
      setup={setup.data}
      submitLabel="Save Card and Accept"
      busyLabel="Saving..."
      onSaved={async (setupIntentId) => {
        await decision
          .mutateAsync({ application, status: 'accepted', setupIntentId })
          .then(onDone, () => undefined);
      }}
    >
      <DialogCloseButton>Cancel</DialogCloseButton>
    </SaveCardForm>
  );
}
