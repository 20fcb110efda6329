import { STATEMENT_MESSAGES, formatMoney, type EarningsStatement } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTaxInfoLink } from './api/statements-api';

/**
 * What the card provider reports and what is the helper's to keep track of, in plain words (no
 * advice), and the provider's W-9 step when it still needs it (only the payee's own account can).
 */
export function TaxPanel({ statement: s, own }: { statement: EarningsStatement; own: boolean }) {
  const link = useTaxInfoLink();
  const { taxInfo } = s.tax;
  return (
    <section
      aria-labelledby="tax-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="tax-title" className="text-lg font-semibold text-slate-900">
        Tax information
      </h2>
      {s.tax.years.map((y) => (
        <p key={y.year} className="text-sm text-slate-800">
          Card earnings through Sideline in {y.year}: <strong>{formatMoney(y.card)}</strong> ({y.cardPayments}{' '}
          {y.cardPayments === 1 ? 'payment' : 'payments'}).
        </p>
      ))}
      {s.tax.years.map(
        (y) =>
          y.notice && (
            <Alert key={`n${y.year}`} variant="warning">
              {y.notice}
            </Alert>
          ),
      )}
      <p className="text-sm text-slate-700">{s.tax.byPaidDate}</p>
      <p className="text-sm text-slate-700">{s.tax.providerReports}</p>
      <p className="text-sm text-slate-700">{s.tax.outsideReports}</p>
      <p className="text-sm text-slate-800">
        {taxInfo === 'provided'
          ? STATEMENT_MESSAGES.taxInfoProvided
          : taxInfo === 'needed'
            ? STATEMENT_MESSAGES.taxInfoNeeded
            : taxInfo === 'unknown'
              ? STATEMENT_MESSAGES.taxInfoUnknown
              : STATEMENT_MESSAGES.noAccount}
      </p>
      {own && taxInfo === 'needed' && !s.guardian && (
        <div className="flex flex-col items-start gap-2">
          <Button onClick={() => link.mutate()} disabled={link.isPending}>
            {link.isPending ? 'Opening Stripe…' : 'Add tax information (W-9)'}
          </Button>
          {link.isError && (
            <p role="alert" className="text-sm text-red-700">
              {link.error.message}
            </p>
          )}
        </div>
      )}
      <p className="text-xs text-slate-600">{s.tax.noAdvice}</p>
    </section>
  );
}
