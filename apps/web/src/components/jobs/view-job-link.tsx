import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** The small "View Details" button to a job's page in job lists and dashboard rows. */
export function ViewJobLink({ job, className }: { job: { id: number; title: string }; className?: string }) {
  return (
    <Link
      to={`/jobs/${job.id}`}
      className={buttonVariants({ variant: 'outline', size: 'sm', className })}
      // The visible words come first so voice control still matches "View Details".
      aria-label={`View Details: ${job.title}`}
    >
      View Details
    </Link>
  );
}
