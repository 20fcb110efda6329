import { formatRating, starsFor } from '@sideline/shared';
import { cn } from '@/lib/cn';

interface StarRatingProps {
  value: number;
  max?: number;
  className?: string;
}

// Lucide's star and half star (24 x 24), drawn side by side in one image: a card's rating is one
// element and a dozen paths fewer than an icon per star, which a phone renders in a search's first
// frame (issue 34).
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const HALF_STAR =
  'M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2';

/** Stars per the spec (clamped, half star at .5). Read as one image: "Rated 4.5 out of 5". */
export function StarRating({ value, max = 5, className }: StarRatingProps) {
  const stars = starsFor(value, max);
  const shown = Math.min(Math.max(value, 0), max);
  const at = (index: number) => (index === 0 ? undefined : `translate(${index * 24})`);
  return (
    <svg
      role="img"
      aria-label={`Rated ${formatRating(shown)} out of ${max}`}
      viewBox={`0 0 ${max * 24} 24`}
      // Each star is a 1rem square, as the icons were.
      style={{ width: `${max}rem` }}
      className={cn('h-4 shrink-0', className)}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <g className="text-slate-300">
        {stars.map((_, index) => (
          <path key={index} d={STAR} transform={at(index)} />
        ))}
      </g>
      <g className="text-amber-500">
        {stars.map((kind, index) =>
          kind === 'empty' ? null : (
            <path key={index} d={kind === 'full' ? STAR : HALF_STAR} transform={at(index)} />
          ),
        )}
      </g>
    </svg>
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
