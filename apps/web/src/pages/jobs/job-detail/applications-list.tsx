import { RANKING_FORMULA, type JobDetail } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ApplicationCard } from '@/features/applications/application-card';
import { useApplicationWindowOpen } from '@/features/applications/use-application-window';
import { venueMoment } from '@/lib/format/job-format';

/**
 * The owner's view of who applied to this job: pending first, each group in the server's order
 * (by arrival while the job gathers applications, ranked once its window has closed: decision 25).
 */
export function ApplicationsList({ job }: { job: JobDetail }) {
  const { applications } = job;
  const gathering = useApplicationWindowOpen(job.applicationWindowEndsAt);
  const sorted = [
    ...applications.filter((a) => a.status === 'pending'),
    ...applications.filter((a) => a.status !== 'pending'),
  ];
  const ranked = applications.some((a) => a.placing?.place != null);
  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-4">
      <h2 id="applications-title" className="text-xl font-bold text-slate-900">
        Applications ({applications.length})
      </h2>
      {job.status === 'open' && gathering && (
        <Alert>
          <div className="flex flex-col gap-1">
            <AlertTitle>
              Gathering applications until {venueMoment(job.applicationWindowEndsAt, job.timeZone)}
            </AlertTitle>
            <AlertDescription>
              Every helper who applies by then is considered alike: you'll see them ranked by rating,
              reliability, distance and rate, and can choose anyone. After that, applications come first come,
              first served.
            </AlertDescription>
          </div>
        </Alert>
      )}
      {ranked && <p className="text-sm text-slate-700">{RANKING_FORMULA} You can choose anyone.</p>}
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No applications yet. Helpers near you will see this job in their search.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sorted.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
