import type { JobSummary } from '@sideline/shared';
import { venueMoment } from '@/lib/format/job-format';
import { useApplicationWindowOpen } from './use-application-window';

/** "2 hours", "1 hour 5 minutes", "45 minutes". */
function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

type WindowedJob = Pick<JobSummary, 'applicationWindowEndsAt' | 'createdAt' | 'timeZone'>;

/**
 * How an open job takes applications (decision 25), told before anyone applies and worked out from
 * the job's own window: its end while it gathers, first come, first served after.
 */
export function ApplicationWindowFact({ job }: { job: WindowedJob }) {
  const gathering = useApplicationWindowOpen(job.applicationWindowEndsAt);
  const minutes = Math.round((Date.parse(job.applicationWindowEndsAt) - Date.parse(job.createdAt)) / 60_000);
  return (
    <div className="flex flex-col gap-0.5 sm:col-span-2">
      <dt className="text-sm font-medium text-slate-600">Applications</dt>
      <dd className="break-words text-slate-900">
        {gathering
          ? `Gathered until ${venueMoment(job.applicationWindowEndsAt, job.timeZone)}, then ranked`
          : 'First come, first served'}
        {minutes > 0 && (
          <span className="mt-1 block text-sm text-slate-700">
            This job gathers applications for its first {lengthLabel(minutes)}. Then the team sees everyone
            who applied ranked by rating, reliability, distance and rate, and can choose anyone. After that,
            first come, first served.
          </span>
        )}
      </dd>
    </div>
  );
}
