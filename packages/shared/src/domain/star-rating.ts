export type StarKind = 'full' | 'half' | 'empty';

/** Stars for a rating: clamped to [0, max], a half star when the fraction is .5 or more. */
export function starsFor(value: number, max = 5): StarKind[] {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 ? 1 : 0;
  return [
    ...Array<StarKind>(full).fill('full'),
    ...Array<StarKind>(half).fill('half'),
    ...Array<StarKind>(max - full - half).fill('empty'),
  ];
}

/** Ratings are shown to one decimal. */
export const formatRating = (value: number): string => value.toFixed(1);
