import { useSearchParams } from 'react-router';
import { todayIn } from '@sideline/shared';
import { useAuth } from '@/lib/session/use-auth';
import { parseRouteId } from '@/lib/route-id';
import { StatementsScreen } from '@/features/statements/statements-screen';

/** /dashboard/statements (and ?teen={id} from the guardian's view). Signed in only (the layout). */
export function Component() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  if (!user) return null;
  const teen = search.get('teen');
  return (
    <StatementsScreen
      role={user.role}
      today={todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)}
      teenId={teen === null ? null : parseRouteId(teen)}
    />
  );
}
