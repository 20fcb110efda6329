import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarDays, ClipboardList, CreditCard, UserRoundPen } from 'lucide-react';
import { isBooked, venueToday, type TeamProfile, type User } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeamApplications } from '@/features/applications/api/queries';
import { useTeamJobs } from '@/features/jobs/api/queries';
import { useTeamProfile } from '@/lib/profiles/use-team-profile';
import { CalendarCard } from './calendar-card';
import { PushOptInCard, usePushAvailable } from '@/features/push/push-opt-in-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { NowStrip } from './now-strip';
import { gamesToComplete, paymentsDue } from './team-dashboard-games';
import { PaymentSettingsCard } from './payment-settings-card';
import { ReferralCard } from './referral-card';
import { TeamDashboardLists } from './team-dashboard-lists';
import { DashboardLoadError } from './team-dashboard-states';
import { TeamStats } from './team-dashboard-stats';

/**
 * The team dashboard below its title (roles team and both): what needs the team now, the figures,
 * the game and application lists, then the account cards (settings, rarely touched at the field).
 * Every call is keyed by the team profile's id, so nothing loads before it.
 */
export function TeamDashboard({ user }: { user: User }) {
  const profile = useTeamProfile(user.id);
  const pushAvailable = usePushAvailable();
  const accountCards = (
    // items-start: a short card keeps its own height instead of stretching beside a tall one.
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {/* The spec: the referral card only for team or both, and only when a code exists. */}
      {user.referralCode && <ReferralCard code={user.referralCode} />}
      <PaymentSettingsCard user={user} />
      <NotificationSettingsCard user={user} pushAvailable={pushAvailable} />
      <CalendarCard />
    </div>
  );

  if (profile.isPending) {
    return (
      <>
        <StatsSkeleton />
        {accountCards}
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        <DashboardLoadError
          what="your team profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
        {accountCards}
      </>
    );
  }
  if (!profile.data) {
    return (
      <>
        <CompleteTeamProfile />
        {accountCards}
      </>
    );
  }
  return <TeamDashboardBody user={user} team={profile.data} accountCards={accountCards} />;
}

function TeamDashboardBody({
  user,
  team,
  accountCards,
}: {
  user: User;
  team: TeamProfile;
  accountCards: ReactNode;
}) {
  const jobs = useTeamJobs(team.id);
  const applications = useTeamApplications(team.id);
  // Each game's day at its venue, as the server judges game dates.
  const today = venueToday;
  const jobList = jobs.isSuccess ? jobs.data : null;
  const count = <T,>(list: T[] | null, keep: (item: T) => boolean) =>
    list ? list.filter(keep).length : null;
  return (
    <>
      <NowStrip
        id="team-now-title"
        items={[
          {
            label: 'Games today',
            count: count(
              jobList,
              (job) => job.jobDate === today(job) && (job.status === 'open' || isBooked(job.status)),
            ),
            to: '/dashboard/my-jobs',
            icon: CalendarDays,
          },
          {
            label: 'Applications to review',
            count: count(applications.isSuccess ? applications.data : null, (a) => a.status === 'pending'),
            to: '/dashboard/applications',
            icon: ClipboardList,
          },
          {
            label: 'Games to mark complete',
            count: jobList && gamesToComplete(jobList, today).length,
            to: '/dashboard/my-jobs',
            icon: CalendarCheck,
          },
          {
            label: 'Payments due',
            count: jobList && paymentsDue(jobList).length,
            to: '/dashboard/payments',
            icon: CreditCard,
          },
        ]}
      />
      <PushOptInCard hasActivity={(jobList?.length ?? 0) > 0} />
      <TeamStats user={user} team={team} jobs={jobs.isError ? null : jobs.data} today={today} />
      <TeamDashboardLists jobs={jobs} applications={applications} today={today} />
      {accountCards}
    </>
  );
}

function StatsSkeleton() {
  return (
    <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <span className="sr-only">Loading your team dashboard</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
        >
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-12" />
        </div>
      ))}
    </div>
  );
}

/** No team profile yet: jobs, applications and ratings all hang off it, so it comes first. */
function CompleteTeamProfile() {
  return (
    <Card className="border-amber-200 bg-amber-50">
      <CardHeader>
        <CardTitle>Complete Your Team Profile</CardTitle>
        <CardDescription className="text-slate-700">
          Add your team name, sports and location to post jobs and see your games, applications and rating
          here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/dashboard/profile" className={buttonVariants()}>
          <UserRoundPen aria-hidden="true" />
          Complete Team Profile
        </Link>
      </CardContent>
    </Card>
  );
}
