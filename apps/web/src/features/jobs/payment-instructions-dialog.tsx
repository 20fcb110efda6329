import { Link } from 'react-router';
import { formatDollars, type PaymentInstructions } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { paymentDueSentence } from '@/lib/format/payment-due';

interface PaymentInstructionsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  jobId: number;
  /** When the job was completed: payment is due a day later, and overdue after. */
  completedAt: string | null;
  instructions: PaymentInstructions | null;
  fallbackFocus?(): HTMLElement | null | undefined;
}

/** After completion (and from View Payment Info): how to pay the helper, due within 24 hours. */
export function PaymentInstructionsDialog({
  open,
  onOpenChange,
  jobId,
  completedAt,
  instructions,
  fallbackFocus,
}: PaymentInstructionsDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      fallbackFocus={fallbackFocus}
      title="Payment Instructions"
      description={paymentDueSentence(completedAt)}
    >
      {instructions ? (
        <Details instructions={instructions} />
      ) : (
        <p className="text-sm text-slate-700">Payment details are not available yet.</p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCloseButton>Close</DialogCloseButton>
        <Link to={`/payments/options/${jobId}`} className={buttonVariants()}>
          Choose how to pay
        </Link>
      </div>
    </DialogShell>
  );
}

function Details({ instructions }: { instructions: PaymentInstructions }) {
  const { helperName, venmoUsername, paypalEmail, preferredPaymentMethod, totalPay } = instructions;
  const preferred = (method: 'venmo' | 'paypal') =>
    preferredPaymentMethod === method ? <span className="text-slate-600"> (preferred)</span> : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-md bg-brand-50 p-4 text-center">
        <p className="text-sm text-brand-900">Amount due to {helperName}</p>
        <p className="text-3xl font-bold text-brand-900">{formatDollars(totalPay)}</p>
      </div>
      {venmoUsername || paypalEmail ? (
        <dl className="flex flex-col gap-2 text-sm">
          {venmoUsername && (
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="font-medium text-slate-900">Venmo{preferred('venmo')}</dt>
              <dd className="font-mono break-all text-slate-900">{venmoUsername}</dd>
            </div>
          )}
          {paypalEmail && (
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="font-medium text-slate-900">PayPal{preferred('paypal')}</dt>
              <dd className="font-mono break-all text-slate-900">{paypalEmail}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">
          {helperName} has not added a Venmo or PayPal account yet. You can pay by card instead.
        </p>
      )}
    </div>
  );
}
