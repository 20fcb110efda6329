import { ClipboardList, LayoutGrid, MonitorSmartphone, Video } from 'lucide-react';
import { serviceTypeInfo, type JobType } from '@sideline/shared';
import { cn } from '@/lib/cn';

// Each tone pairs a 900 text with a 50 background (well above AA); the icon helps tell types apart
// without relying on colour alone.
const STYLES: Record<JobType, { tone: string; Icon: typeof ClipboardList }> = {
  scorekeeper: { tone: 'bg-sky-50 text-sky-900 ring-sky-200', Icon: ClipboardList },
  scoreboard: { tone: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: MonitorSmartphone },
  streaming: { tone: 'bg-violet-50 text-violet-900 ring-violet-200', Icon: Video },
  'full-service': { tone: 'bg-brand-50 text-brand-900 ring-brand-100', Icon: LayoutGrid },
};

/** The job's service type as a labelled chip ("Scorekeeping", "Full Service", ...). */
export function JobTypeBadge({ jobType, className }: { jobType: string; className?: string }) {
  const style = STYLES[jobType as JobType] ?? {
    tone: 'bg-slate-100 text-slate-800 ring-slate-200',
    Icon: ClipboardList,
  };
  const { Icon } = style;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        style.tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {serviceTypeInfo(jobType).label}
    </span>
  );
}
