import { useAuth } from '@/lib/session/use-auth';
import { PaymentsScreen } from '@/features/payments/payments-screen';

/** /dashboard/payments. The dashboard layout only renders its pages for a signed-in user. */
export function Component() {
  const { user } = useAuth();
  if (!user) return null;
  return <PaymentsScreen role={user.role} />;
}
