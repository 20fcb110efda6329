import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { ProviderCardForm } from '@/components/payments/provider-card-form';
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
  return (
    <ProviderCardForm
      failureTitle="Payment Failed"
      incompleteMessage="An unknown error occurred"
      unexpected={{ title: 'Payment Error', message: 'An unexpected error occurred' }}
      submitLabel={`Pay ${formatAmount(amount)}`}
      busyLabel="Processing..."
      buttonClassName="self-start"
      confirm={async (stripe, elements) => {
        const returnUrl = new URL('/payments/success', window.location.origin);
        returnUrl.searchParams.set('jobId', String(jobId));
        // On success the provider leaves this page for the return URL; an answer here is a failure.
        const { error } = await stripe.confirmPayment({
          elements,
          confirmParams: { return_url: returnUrl.href },
        });
        return { title: 'Payment Failed', message: error.message ?? 'An unknown error occurred' };
      }}
    />
  );
}
