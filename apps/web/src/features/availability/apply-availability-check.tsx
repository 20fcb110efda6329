import { AVAILABILITY_MESSAGES, AVAILABILITY_MISS_LABELS } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useJobFits } from './api/availability-api';

interface Props {
  jobId: number;
  confirmed: boolean;
  onConfirmedChange(confirmed: boolean): void;
}

/**
 * Applying to a game outside the helper's availability asks first (issue 55): the server never refuses,
 * so this is the helper's own check. Answers whether the apply may go ahead.
 */
export function useOutsideAvailability(jobId: number): { outside: boolean; misses: string[] } {
  const fits = useJobFits([jobId], true);
  const fit = fits.data?.[0];
  return {
    outside: fit ? !fit.fits : false,
    misses: fit?.misses.map((m) => AVAILABILITY_MISS_LABELS[m]) ?? [],
  };
}

export function ApplyAvailabilityCheck({ jobId, confirmed, onConfirmedChange }: Props) {
  const { outside, misses } = useOutsideAvailability(jobId);
  if (!outside) return null;
  return (
    <Alert variant="warning">
      <div className="flex flex-col gap-2">
        <AlertTitle>{AVAILABILITY_MESSAGES.outsideYourAvailability}</AlertTitle>
        <AlertDescription>
          This game is {misses.join(' and ')}. Tick "Apply anyway" to apply all the same.
        </AlertDescription>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            id="apply-outside-confirm"
            type="checkbox"
            className="size-4"
            checked={confirmed}
            onChange={(e) => onConfirmedChange(e.target.checked)}
          />
          Apply anyway
        </label>
      </div>
    </Alert>
  );
}
