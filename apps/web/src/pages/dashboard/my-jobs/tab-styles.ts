import { cn } from '@/lib/cn';
import { focusRing } from '@/components/ui/focus-ring';

/** Radix Tabs styled once for the dashboard lists. Wraps on narrow phones instead of scrolling sideways. */
export const tabListClass = 'flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1';

export const tabTriggerClass = cn(
  'flex-1 cursor-pointer rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-800',
  'hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
  focusRing,
);

export const tabPanelClass = cn('mt-4 rounded-md', focusRing);
