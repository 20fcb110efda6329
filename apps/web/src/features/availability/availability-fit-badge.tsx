import { CalendarCheck, CalendarX } from 'lucide-react';
import { AVAILABILITY_MESSAGES, type JobFit } from '@sideline/shared';

/** Find Work's mark on a game: "Fits your availability", or why it does not. */
export function AvailabilityFitBadge({ fit }: { fit: JobFit | undefined }) {
  if (!fit) return null;
  return fit.fits ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">
      <CalendarCheck className="size-3.5" aria-hidden="true" />
      {AVAILABILITY_MESSAGES.fitsYourAvailability}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
      <CalendarX className="size-3.5" aria-hidden="true" />
      {AVAILABILITY_MESSAGES.outsideYourAvailability}
    </span>
  );
}
