import type { Application } from '@sideline/shared';
import { ApplicationCard } from '@/features/applications/application-card';

/** The owner's view of who applied to this job: pending first, then newest first. */
export function ApplicationsList({ applications }: { applications: Application[] }) {
  const sorted = [...applications].sort(
    (a, b) =>
      Number(b.status === 'pending') - Number(a.status === 'pending') ||
      b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-4">
      <h2 id="applications-title" className="text-xl font-bold text-slate-900">
        Applications ({applications.length})
      </h2>
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
