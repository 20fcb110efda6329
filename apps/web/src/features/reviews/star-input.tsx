import { useState } from 'react';
import { Star } from 'lucide-react';
import { RATING_MAX } from '@sideline/shared';
import { cn } from '@/lib/cn';

interface StarInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

const label = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * Five clickable stars; hovering highlights up to the star under the pointer. They are native radio
 * buttons underneath, so arrow keys move the rating and screen readers read "4 stars, 4 of 5".
 */
export function StarInput({ value, onChange, disabled }: StarInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">Your rating</legend>
      <div className="mt-1 flex gap-1" onMouseLeave={() => setHover(null)}>
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className="relative cursor-pointer" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={label(n)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 rounded-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                n <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
              )}
              strokeWidth={1.5}
            />
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {value ? `${label(value)} selected` : 'Pick a rating from 1 to 5 stars.'}
      </p>
    </fieldset>
  );
}
