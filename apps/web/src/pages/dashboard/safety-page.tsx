import { Link } from 'react-router';
import { isHelperRole } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SafetyPassport } from '@/features/safety/safety-passport';
import { useAuth } from '@/lib/session/use-auth';

/** /dashboard/safety: the helper's safety passport (decision 0050). */
export function Component() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Safety Passport</h1>
        <p className="mt-1 text-slate-700">
          Every game has children on the field. Some teams require a clear background check, SafeSport
          training, or both before they book a helper; your passport shows teams what you have.
        </p>
      </div>
      {isHelperRole(user.role) ? (
        <SafetyPassport />
      ) : (
        <EmptyState
          title="For Helper Accounts"
          action={
            <Link to="/find-talent" className={buttonVariants()}>
              Find Talent
            </Link>
          }
        >
          A safety passport belongs to a helper: teams see it on the helper&apos;s profile and applications.
        </EmptyState>
      )}
    </div>
  );
}
