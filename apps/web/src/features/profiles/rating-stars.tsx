import { Star, StarHalf } from 'lucide-react';
import { formatRating, starsFor } from '@sideline/shared';

interface RatingStarsProps {
  value: number;
  /** Review count shown beside the figure; omitted when unknown. */
  reviews?: number;
}

/** Stars plus the figure to one decimal. The stars are decorative: the text carries the value. */
export function RatingStars({ value, reviews }: RatingStarsProps) {
  return (
    <span className="inline-flex items-center gap-2 text-sm text-slate-700">
      <span className="flex text-amber-500" aria-hidden="true">
        {starsFor(value).map((kind, index) =>
          kind === 'half' ? (
            <span key={index} className="relative">
              <Star className="size-4 text-slate-300" />
              <StarHalf className="absolute inset-0 size-4 fill-current" />
            </span>
          ) : (
            <Star key={index} className={kind === 'full' ? 'size-4 fill-current' : 'size-4 text-slate-300'} />
          ),
        )}
      </span>
      <span>
        <span className="font-semibold text-slate-900">{formatRating(value)}</span>
        <span className="sr-only"> out of 5</span>
        {reviews !== undefined && ` (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`}
      </span>
    </span>
  );
}
