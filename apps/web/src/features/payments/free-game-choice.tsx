import { useId } from 'react';
import type { CardCheckout } from '@sideline/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { formatAmount } from '@/lib/format/money';
import { freeGamesLabel } from './free-game';

/**
 * "Use a free game" in the card pages, shown when the team has a free game for this job
 * (`available`), or has ticked the box (so it can always untick it). The saving is the server's:
 * the job's pay up to the cap. `busy` holds the box as it is (aria-disabled, so a keyboard user
 * keeps their place) while checkout makes the intent for the last change.
 */
export function FreeGameChoice({
  checkout,
  available,
  checked,
  onChange,
  busy = false,
}: {
  checkout: CardCheckout;
  available: number;
  checked: boolean;
  onChange(next: boolean): void;
  busy?: boolean;
}) {
  const id = useId();
  if (available < 1 && !checked) return null;
  return (
    <div className="flex items-start gap-3 rounded-md border border-brand-100 bg-brand-50 p-4">
      <Checkbox
        id={`${id}-box`}
        checked={checked}
        aria-disabled={busy || undefined}
        onCheckedChange={(next) => {
          if (!busy) onChange(next === true);
        }}
        aria-describedby={`${id}-saving`}
        className="mt-0.5 aria-disabled:cursor-wait aria-disabled:opacity-60"
      />
      <div>
        <Label htmlFor={`${id}-box`} className="cursor-pointer font-semibold text-brand-900">
          Use a free game
        </Label>
        <p id={`${id}-saving`} className="text-sm text-brand-900">
          Takes {formatAmount(checkout.freeGameDiscount)} off.
          {available > 0 ? ` You have ${freeGamesLabel(available)}.` : ''}
        </p>
      </div>
    </div>
  );
}
