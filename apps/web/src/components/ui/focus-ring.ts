/** The one visible focus ring: a 2 px brand-700 outline, AA against white and light backgrounds. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
