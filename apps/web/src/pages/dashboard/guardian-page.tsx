import { useQuery } from '@tanstack/react-query';
import { GuardianDashboard } from '@/features/guardians/guardian-dashboard';
import { guardianTeensQuery } from '@/features/guardians/api/guardians-api';
import { TeenSafetyCard } from '@/features/safety/teen-safety-card';

/** /dashboard/guardian: the guardian view, for any account that approved a teen. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Guardian View</h1>
        <p className="mt-1 text-slate-700">
          The teens you look after: their applications, bookings, messages and payments. You are copied on
          every conversation, and payments for their work come to you.
        </p>
      </div>
      <GuardianDashboard />
      <TeenSafetyCards />
    </div>
  );
}

/** Each teen's safety passport (decision 0050), beside the guardian view's cards. */
function TeenSafetyCards() {
  const teens = useQuery(guardianTeensQuery());
  return teens.data?.map((teen) => (
    <TeenSafetyCard key={teen.id} teenId={teen.id} firstName={teen.firstName} />
  ));
}
