import type { ReactNode } from 'react';
import type { ApplicationStatus, JobStatus } from '@sideline/shared';
import { cn } from '@/lib/cn';

// Whole class sets per tone (cn() cannot override an earlier class); every pair is AA contrast.
const TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  success: 'bg-brand-50 text-brand-900 ring-brand-100',
  destructive: 'bg-red-50 text-red-800 ring-red-200',
} as const;

type Tone = keyof typeof TONES;

function Pill({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

const JOB_STATUS: Record<JobStatus, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'info' },
  assigned: { label: 'Assigned', tone: 'pending' },
  rescheduling: { label: 'Rescheduling', tone: 'pending' },
  completed: { label: 'Completed', tone: 'success' },
  paid: { label: 'Paid', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'destructive' },
};

/**
 * The job's status. The word is always shown, so colour is never the only signal. An open job whose
 * game has started (`expired`) reads Expired: it can no longer be staffed.
 */
export function JobStatusBadge({
  status,
  expired = false,
  className,
}: {
  status: JobStatus;
  expired?: boolean;
  className?: string;
}) {
  const { label, tone } =
    status === 'open' && expired
      ? { label: 'Expired', tone: 'neutral' as const }
      : (JOB_STATUS[status] ?? { label: status, tone: 'destructive' as const });
  return (
    <Pill tone={tone} className={className}>
      <span className="sr-only">Status: </span>
      {label}
    </Pill>
  );
}

/** Spec: accepted in success style, pending neutral, any other status (rejected, withdrawn) destructive. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const tone: Tone = status === 'accepted' ? 'success' : status === 'pending' ? 'pending' : 'destructive';
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Pill tone={tone}>
      <span className="sr-only">Application status: </span>
      {label}
    </Pill>
  );
}

/** The booked helper answered the game-day reminder: "I'll be there". */
export function ConfirmedBadge() {
  return (
    <Pill tone="success">
      <span className="sr-only">Helper: </span>
      Confirmed
    </Pill>
  );
}
