import { ExternalLink } from 'lucide-react';
import { PAYMENT_MESSAGES, PAYPAL_SEND_URL, venmoPayLink, type OutsideMethod } from '@sideline/shared';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatAmount } from '@/lib/format/money';

interface OutsideMethodPanelProps {
  method: OutsideMethod;
  handle: string | null;
  helperName: string;
  amountCents: number;
  note: string;
  reporting: boolean;
  onReport(method: OutsideMethod): void;
}

/** The Venmo or PayPal tab: open the app with the amount, then tell the helper with "I've paid". */
export function OutsideMethodPanel({
  method,
  handle,
  helperName,
  amountCents,
  note,
  reporting,
  onReport,
}: OutsideMethodPanelProps) {
  const venmo = method === 'venmo';
  const href = venmo ? venmoPayLink(handle, amountCents, note) : handle ? PAYPAL_SEND_URL : null;
  if (!href || !handle) {
    return (
      <p className="text-sm text-slate-700">{venmo ? PAYMENT_MESSAGES.noVenmo : PAYMENT_MESSAGES.noPaypal}</p>
    );
  }
  const label = venmo ? 'Venmo' : 'PayPal';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-800">
        Send <span className="font-semibold">{formatAmount(amountCents)}</span> to {helperName} on {label} (
        <span className="font-mono break-all">{handle}</span>)
        {venmo ? ', with the amount and note filled in' : ''}. Then tell {helperName} you have paid.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
          Pay with {label}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <Button variant="outline" disabled={reporting} onClick={() => onReport(method)}>
          {reporting ? 'Saving...' : "I've paid"}
        </Button>
      </div>
    </div>
  );
}
