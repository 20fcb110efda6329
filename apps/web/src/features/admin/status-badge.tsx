import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// Spec doc 2, Admin dashboard: open, assigned and completed have their own colours; any other status
// looks cancelled-like (destructive). The word is always shown, so colour is never the only signal.
const TONES = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  assigned: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-brand-50 text-brand-900 ring-brand-100',
  destructive: 'bg-red-50 text-red-800 ring-red-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const;

export function Pill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function JobStatusPill({ status }: { status: string }) {
  // A game waiting on its helper's answer to a new time is still booked (decision 0045).
  const tone =
    status === 'open' || status === 'assigned' || status === 'completed'
      ? status
      : status === 'rescheduling'
        ? 'assigned'
        : 'destructive';
  return <Pill tone={tone}>{status.charAt(0).toUpperCase() + status.slice(1)}</Pill>;
}

export function AccountPill({ suspended }: { suspended: boolean }) {
  return suspended ? <Pill tone="destructive">Suspended</Pill> : <Pill tone="neutral">Active</Pill>;
}
