import { Star, StarHalf } from 'lucide-react';
import { formatRating, starsFor } from '@sideline/shared';
import { cn } from '@/lib/cn';

interface StarRatingProps {
  value: number;
  max?: number;
  className?: string;
}

/** Stars per the spec (clamped, half star at .5). Read as one image: "Rated 4.5 out of 5". */
export function StarRating({ value, max = 5, className }: StarRatingProps) {
  const stars = starsFor(value, max);
  const shown = Math.min(Math.max(value, 0), max);
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(shown)} out of ${max}`}
      className={cn('inline-flex', className)}
    >
      {stars.map((kind, index) => (
        <span key={index} className="relative inline-flex size-4" aria-hidden="true">
          <Star className="size-4 text-slate-300" fill="currentColor" strokeWidth={1.5} />
          {kind !== 'empty' && (
            <span className="absolute inset-0">
              {kind === 'full' ? (
                <Star className="size-4 text-amber-500" fill="currentColor" strokeWidth={1.5} />
              ) : (
                <StarHalf className="size-4 text-amber-500" fill="currentColor" strokeWidth={1.5} />
              )}
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/** Stars plus "4.5 (12 reviews)", or 'No reviews yet' when nobody has reviewed yet. */
export function RatingSummary({ avgRating, totalReviews }: { avgRating: number; totalReviews: number }) {
  if (totalReviews === 0) return <span className="text-sm text-slate-600">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <StarRating value={avgRating} />
      <span className="font-semibold text-slate-900">{formatRating(avgRating)}</span>
      <span>
        ({totalReviews} {totalReviews === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
