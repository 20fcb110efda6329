import { isHelperRole, isTeamRole } from '@sideline/shared';
import { useAuth } from '@/lib/session/use-auth';
import { AccountCard } from '@/features/profiles/account-card';
import { HelperProfileSection } from '@/features/profiles/helper-profile-section';
import { TeamProfileSection } from '@/features/profiles/team-profile-section';

/** /dashboard/profile: the profile(s) the user's role has, team first. */
export function Component() {
  const { user } = useAuth();
  // The dashboard layout only renders its pages for a signed-in user.
  if (!user) return null;
  const team = isTeamRole(user.role);
  const helper = isHelperRole(user.role);

  if (team && helper) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your Profiles</h1>
        <TeamProfileSection userId={user.id} headingLevel="h2" />
        <HelperProfileSection user={user} headingLevel="h2" />
      </div>
    );
  }
  if (team || helper) {
    return (
      <div className="mx-auto max-w-4xl">
        {team ? <TeamProfileSection userId={user.id} /> : <HelperProfileSection user={user} />}
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Profile</h1>
      <AccountCard user={user} />
    </div>
  );
}
