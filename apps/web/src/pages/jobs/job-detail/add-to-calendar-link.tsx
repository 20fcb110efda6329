import { CalendarPlus } from 'lucide-react';
import type { JobDetail } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';

/**
 * "Add to calendar": the game as one .ics file, for the job's two sides (the server refuses anyone
 * else). A plain same-origin download link, so the session cookie goes with it and no script runs.
 */
export function AddToCalendarLink({ job }: { job: Pick<JobDetail, 'id' | 'viewer' | 'status'> }) {
  if ((job.viewer !== 'owner' && job.viewer !== 'assigned-helper') || job.status === 'cancelled') return null;
  return (
    <a
      href={`/api/jobs/${job.id}/calendar.ics`}
      download={`sideline-game-${job.id}.ics`}
      className={buttonVariants({ variant: 'outline', className: 'w-full' })}
    >
      <CalendarPlus aria-hidden="true" />
      Add to Calendar
    </a>
  );
}
