import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { guardianTeensQuery } from './api/guardians-api';
import { TeenCard } from './teen-card';

/** The guardian view: every teen this account approved, with what each does on Sideline. */
export function GuardianDashboard() {
  const teens = useQuery(guardianTeensQuery());
  if (teens.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load your teens. Please reload the page.
      </p>
    );
  if (!teens.data) return <Skeleton className="h-48 w-full" aria-label="Loading" />;
  if (teens.data.length === 0)
    return (
      <EmptyState title="No teens yet">
        When a teen names you as their parent or guardian, we email you a link to approve their account. Once
        you approve, their applications, bookings, messages and payments appear here.
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-6">
      {teens.data.map((teen) => (
        <TeenCard key={teen.id} teen={teen} />
      ))}
    </div>
  );
}
