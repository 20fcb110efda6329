import { useState, type FormEvent, type ReactNode } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface CardFailure {
  title: string;
  message: string;
}

interface ProviderCardFormProps {
  /** Asks the provider (pay, or save the card) once the fields are complete; a failure to show, or null. */
  confirm(stripe: Stripe, elements: StripeElements): Promise<CardFailure | null>;
  /** The title of a refusal of the fields themselves (an incomplete number). */
  failureTitle: string;
  incompleteMessage: string;
  unexpected: CardFailure;
  submitLabel: string;
  busyLabel: string;
  buttonClassName?: string;
  /** Controls beside the submit button (a Cancel). */
  children?: ReactNode;
}

/**
 * The provider's card fields inside an Elements, with one submit: the fields are checked, then
 * `confirm` talks to the provider. A refusal is said in the provider's words and the form stays for
 * another try. Used by checkout (a payment) and by saving a card for a booking (a setup).
 */
export function ProviderCardForm(props: ProviderCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CardFailure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setFailure(null);
    try {
      const checked = await elements.submit();
      if (checked.error)
        return setFailure({
          title: props.failureTitle,
          message: checked.error.message ?? props.incompleteMessage,
        });
      setFailure(await props.confirm(stripe, elements));
    } catch {
      setFailure(props.unexpected);
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button
      type="submit"
      disabled={!stripe || !elements || !ready || busy}
      {...(props.buttonClassName ? { className: props.buttonClassName } : {})}
    >
      {busy ? props.busyLabel : props.submitLabel}
    </Button>
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PaymentElement onReady={() => setReady(true)} />
      {failure && (
        <Alert variant="destructive" role="alert">
          <p>
            <span className="font-semibold">{failure.title}:</span> {failure.message}
          </p>
        </Alert>
      )}
      {props.children ? (
        <div className="flex flex-wrap justify-end gap-3">
          {props.children}
          {button}
        </div>
      ) : (
        button
      )}
    </form>
  );
}
