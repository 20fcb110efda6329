import { Elements } from '@stripe/react-stripe-js';
import type { CardSetup } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { ProviderCardForm } from './provider-card-form';
import { useStripeJs } from '@/lib/stripe-js';

interface SaveCardFormProps {
  /** The server's setup intent for this card (POST /api/jobs/{id}/card-setup). */
  setup: CardSetup;
  submitLabel: string;
  busyLabel: string;
  /** The provider saved the card: the server is told by the setup intent's id, and checks it. */
  onSaved(setupIntentId: string): Promise<void>;
  /** Extra controls beside the submit button (a Cancel). */
  children?: React.ReactNode;
}

/**
 * The provider's card form in setup mode: the card is saved for later charges, nothing is charged
 * now. A card the provider refuses is said in its words, and the form stays for another try.
 */
export function SaveCardForm(props: SaveCardFormProps) {
  const stripe = useStripeJs(props.setup.publishableKey);
  if (stripe.isError)
    return (
      <Alert variant="destructive" role="alert">
        <p>The card form could not load. Check your connection and try again.</p>
      </Alert>
    );
  if (!stripe.data)
    return (
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-5" label="Loading the card form..." />
        <span aria-hidden="true">Loading the card form...</span>
      </div>
    );
  return (
    <Elements
      stripe={stripe.data}
      options={{ clientSecret: props.setup.clientSecret, appearance: { theme: 'stripe' } }}
    >
      <CardFields {...props} />
    </Elements>
  );
}

function CardFields({ submitLabel, busyLabel, onSaved, children }: SaveCardFormProps) {
  return (
    <ProviderCardForm
      failureTitle="Card not saved"
      incompleteMessage="Please check the card details."
      unexpected={{
        title: 'Card not saved',
        message: 'Something went wrong saving the card. Please try again.',
      }}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      confirm={async (stripe, elements) => {
        // Cards save without leaving the page; a bank that asks to confirm brings the team back here.
        const { error, setupIntent } = await stripe.confirmSetup({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        if (error || !setupIntent)
          return {
            title: 'Card not saved',
            message: error?.message ?? 'The card was not saved. Please try again.',
          };
        await onSaved(setupIntent.id);
        return null;
      }}
    >
      {children}
    </ProviderCardForm>
  );
}
