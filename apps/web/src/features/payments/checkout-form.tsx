import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatAmount } from '@/lib/format/money';

/**
 * The Payment Element for the job's intent; the provider redirects to /payments/success. `amount`
 * (cents) is what the intent charges: the total, less a free game's discount. The client secret
 * cannot change under a mounted Elements: mount a new form (a new `key`) for a new intent.
 */
export function CheckoutForm({
  jobId,
  amount,
  clientSecret,
  stripe,
}: {
  jobId: number;
  amount: number;
  clientSecret: string;
  stripe: Stripe;
}) {
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PayForm jobId={jobId} amount={amount} />
    </Elements>
  );
}

function PayForm({ jobId, amount }: { jobId: number; amount: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setFailure(null);
    try {
      const checked = await elements.submit();
      if (checked.error) {
        setFailure({
          title: 'Payment Failed',
          message: checked.error.message ?? 'An unknown error occurred',
        });
        return;
      }
      const returnUrl = new URL('/payments/success', window.location.origin);
      returnUrl.searchParams.set('jobId', String(jobId));
      // On success the provider leaves this page for the return URL; an answer here is a failure.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl.href },
      });
      setFailure({ title: 'Payment Failed', message: error.message ?? 'An unknown error occurred' });
    } catch {
      setFailure({ title: 'Payment Error', message: 'An unexpected error occurred' });
    } finally {
      setBusy(false);
    }
  };

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
      <Button type="submit" disabled={!stripe || !elements || !ready || busy} className="self-start">
        {busy ? 'Processing...' : `Pay ${formatAmount(amount)}`}
      </Button>
    </form>
  );
}
