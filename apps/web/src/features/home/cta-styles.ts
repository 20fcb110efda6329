import clsx from 'clsx';
import { focusRing } from '@/components/ui/focus-ring';

/** Call-to-action links share these looks; plain classes keep the home page free of UI-kit timing. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors';
const onDarkRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export const primaryCta = clsx(base, 'bg-brand-700 text-white shadow-sm hover:bg-brand-800', focusRing);
export const secondaryCta = clsx(
  base,
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  focusRing,
);

/** On the dark brand backgrounds the green ring would vanish, so these use white. */
export const primaryCtaOnDark = clsx(base, 'bg-white text-brand-900 shadow-sm hover:bg-brand-50', onDarkRing);
export const secondaryCtaOnDark = clsx(base, 'border border-white text-white hover:bg-brand-800', onDarkRing);

export const textLink = clsx(
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-800 underline-offset-4 hover:underline',
  focusRing,
);
