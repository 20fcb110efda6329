import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { CardHoldDisputeBodySchema, formatDollars, type CardHold } from '@sideline/shared';
import { formatAmount } from '@/lib/format/money';
import { Alert, AlertDescription, AlertTitle, type AlertVariant } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { SaveCardForm } from '@/components/payments/save-card-form';
import { ApiError } from '@/lib/api';
import { startCardSetup } from '@/lib/stripe-js';
import { useCardHold, useDisputeHold, useReplaceCard } from './api/card-hold-api';

let whenFormat: Intl.DateTimeFormat | undefined;
/** "Sat, Dec 5, 9:00 AM": in the viewer's own zone, as a moment rather than a game time. */
function when(iso: string): string {
  whenFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return whenFormat.format(new Date(iso));
}

/** One guarantee state: a titled alert. */
function Notice({
  variant,
  title,
  children,
}: {
  variant?: AlertVariant;
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert {...(variant ? { variant } : {})}>
      <div className="flex flex-col gap-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{children}</AlertDescription>
      </div>
    </Alert>
  );
}

interface CardHoldPanelProps {
  jobId: number;
  jobStatus: string;
  side: 'team' | 'helper';
  helperFirstName?: string;
}

/**
 * A card job's guarantee on its page (decision 22). The helper sees whether their pay is
 * guaranteed; the team sees its card, when it is held and charged, fixes a declined card, and may
 * report a problem in the 24 hours before the charge.
 */
export function CardHoldPanel({
  jobId,
  jobStatus,
  side,
  helperFirstName = 'the helper',
}: CardHoldPanelProps) {
  const hold = useCardHold(jobId, jobStatus, true);
  if (!hold.data) return null;
  return side === 'helper' ? (
    <HelperView hold={hold.data} />
  ) : (
    <TeamView hold={hold.data} jobStatus={jobStatus} helper={helperFirstName} />
  );
}

function HelperView({ hold }: { hold: CardHold }) {
  switch (hold.status) {
    case 'held':
    case 'disputed':
      return (
        <Alert variant="success">
          <div className="flex flex-col gap-1">
            <AlertTitle className="flex items-center gap-1.5">
              <BadgeCheck className="size-4" aria-hidden="true" /> Payment guaranteed
            </AlertTitle>
            <AlertDescription>
              The team's card is held for your pay of {formatDollars(hold.pay)}. It is charged 24 hours after
              the job is marked complete
              {hold.status === 'disputed'
                ? '; the team reported a problem, and our staff will review it'
                : ''}
              .
            </AlertDescription>
          </div>
        </Alert>
      );
    case 'scheduled':
      return (
        <Notice title="Paid by card">
          The team saved a card for your pay of {formatDollars(hold.pay)}. It is held on {when(hold.holdAt)},
          and your payment is guaranteed from then.
        </Notice>
      );
    case 'failed':
      return (
        <Notice variant="warning" title="Payment not guaranteed yet">
          The team's card was declined. We have asked them to add another card before the game.
        </Notice>
      );
    case 'captured':
      return (
        <Alert variant="success">
          Paid by card: {formatDollars(hold.pay)} is on its way to your account.
        </Alert>
      );
    case 'released':
      return null;
  }
}

function TeamView({ hold, jobStatus, helper }: { hold: CardHold; jobStatus: string; helper: string }) {
  const amount = formatAmount(hold.amount);
  switch (hold.status) {
    case 'scheduled':
      if (hold.captureAt)
        return (
          <Notice title="Paid by card">
            <div className="flex flex-col gap-2">
              <p>
                Your {hold.card} is being held for {amount} now. It is charged {when(hold.captureAt)} unless
                you report a problem before then.
              </p>
              <DisputeForm jobId={hold.jobId} jobStatus={jobStatus} />
            </div>
          </Notice>
        );
      return (
        <Notice title="Paid by card">
          Your {hold.card} is held for {amount} on {when(hold.holdAt)} and charged 24 hours after you mark the
          job complete.
        </Notice>
      );
    case 'held':
      return (
        <Alert variant="success">
          <div className="flex flex-col gap-2">
            <AlertTitle>Payment guaranteed</AlertTitle>
            <AlertDescription>
              {amount} is held on your {hold.card}.{' '}
              {hold.captureAt
                ? `It is charged ${when(hold.captureAt)} unless you report a problem before then.`
                : 'It is charged 24 hours after you mark the job complete.'}
            </AlertDescription>
            {hold.captureAt && <DisputeForm jobId={hold.jobId} jobStatus={jobStatus} />}
          </div>
        </Alert>
      );
    case 'failed':
      return <FixCard hold={hold} jobStatus={jobStatus} helper={helper} />;
    case 'disputed':
      return (
        <Notice variant="warning" title="Charge on hold">
          You reported a problem. Our staff will review it and either charge your card or release the hold.
        </Notice>
      );
    case 'captured':
      return (
        <Alert variant="success">
          Paid by card: {amount} was charged to your {hold.card}.
        </Alert>
      );
    case 'released':
      return null;
  }
}

function FixCard({ hold, jobStatus, helper }: { hold: CardHold; jobStatus: string; helper: string }) {
  const [fixing, setFixing] = useState(false);
  const replace = useReplaceCard(hold.jobId, jobStatus);
  const setup = useQuery({
    queryKey: ['card-setup', hold.jobId, 'fix', hold.id],
    queryFn: () => startCardSetup(hold.jobId),
    enabled: fixing,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <Alert variant="destructive" role="alert">
      <div className="flex flex-col gap-3">
        <AlertTitle>Your card was declined</AlertTitle>
        <AlertDescription>
          We could not hold {formatAmount(hold.amount)} on your {hold.card}: {hold.failureMessage} Add another
          card so {helper}'s pay is guaranteed before the game.
        </AlertDescription>
        {!fixing && (
          <Button className="self-start" onClick={() => setFixing(true)}>
            Fix Card
          </Button>
        )}
        {fixing && setup.isError && (
          <p>
            {setup.error instanceof ApiError
              ? setup.error.serverMessage
              : 'The card form could not be opened.'}
          </p>
        )}
        {fixing && !setup.data && !setup.isError && (
          <Spinner className="size-6" label="Opening the card form..." />
        )}
        {fixing && setup.data && (
          <div className="rounded-md bg-white p-3 text-slate-900">
            <SaveCardForm
              setup={setup.data}
              submitLabel="Save Card"
              busyLabel="Saving..."
              onSaved={async (setupIntentId) => {
                try {
                  const fixed = await replace.mutateAsync(setupIntentId);
                  toast(
                    fixed.status === 'held'
                      ? { title: 'Card Saved', description: `${helper}'s pay is guaranteed.` }
                      : {
                          title: 'Card Declined',
                          description: fixed.failureMessage ?? '',
                          variant: 'destructive',
                        },
                  );
                } catch (error) {
                  toast({
                    title: 'Card Not Saved',
                    description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
                    variant: 'destructive',
                  });
                }
              }}
            >
              <Button type="button" variant="outline" onClick={() => setFixing(false)}>
                Cancel
              </Button>
            </SaveCardForm>
          </div>
        )}
      </div>
    </Alert>
  );
}

function DisputeForm({ jobId, jobStatus }: { jobId: number; jobStatus: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const dispute = useDisputeHold(jobId, jobStatus);
  const [invalid, setInvalid] = useState<string | null>(null);
  // The shared schema checks the reason here too, so a short one is said before anything is sent.
  const problem = invalid ?? (dispute.error instanceof ApiError ? dispute.error.serverMessage : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = CardHoldDisputeBodySchema.safeParse({ reason });
    if (!checked.success)
      return setInvalid(checked.error.issues[0]?.message ?? 'Please say what went wrong.');
    setInvalid(null);
    dispute.mutate(checked.data.reason, {
      onSuccess: () =>
        toast({ title: 'Charge Stopped', description: 'Our staff will review what happened.' }),
    });
  };
  if (!open)
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Report a Problem
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 text-slate-900">
      <Label htmlFor={`dispute-${jobId}`}>What went wrong?</Label>
      <Textarea
        id={`dispute-${jobId}`}
        rows={3}
        maxLength={1000}
        value={reason}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `dispute-${jobId}-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {problem && (
        <p id={`dispute-${jobId}-error`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={dispute.isPending}>
          {dispute.isPending ? 'Stopping...' : 'Stop the Charge'}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Keep It
        </Button>
      </div>
    </form>
  );
}
