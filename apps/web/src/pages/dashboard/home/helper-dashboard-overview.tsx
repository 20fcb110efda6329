import type { ReactNode } from 'react';
import { CalendarClock, CalendarDays, ClipboardList, Clock3, Star, type LucideIcon } from 'lucide-react';
import { formatRating, venueToday, type OwnHelperProfile } from '@sideline/shared';
import { Card } from '@/components/ui/card';
import { useHelperApplications } from '@/features/applications/api/queries';
import { useHelperJobs } from '@/features/jobs/api/queries';
import { StarRating } from '@/components/ui/star-rating';
import { HelperRecentApplications, regionLabel } from './helper-dashboard-applications';
import { NowStrip } from './now-strip';
import { useMyStandbyOffers } from '@/features/standby-offers/api/standby-offers-api';
import { StandbyOfferList } from '@/features/standby-offers/standby-offer-card';
import { UpcomingGigsSection, upcomingGigs } from './helper-dashboard-gigs';
import {
  DashboardLoadError,
  DashboardSection,
  ListSkeleton,
  type SectionLevel,
} from './team-dashboard-states';

interface HelperStatProps {
  label: string;
  level: SectionLevel;
  icon: LucideIcon;
  children: ReactNode;
}

/**
 * Like StatCard, but its label follows the section's heading level: inside the "both" dashboard's
 * Helper Dashboard (h2) the figures are h3, so the outline stays nested.
 */
function HelperStat({ label, level, icon: Icon, children }: HelperStatProps) {
  const Heading = level;
  return (
    <Card className="flex min-w-0 items-start justify-between gap-4 p-4 sm:p-5">
      <div className="min-w-0">
        <Heading className="text-sm font-medium text-slate-600">{label}</Heading>
        <div className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{children}</div>
      </div>
      <span className="hidden rounded-full bg-brand-50 p-2 text-brand-700 sm:block">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
}

function Loading() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-8 w-12 animate-pulse rounded-md bg-slate-200 align-middle"
      />
      <span className="sr-only">Loading</span>
    </>
  );
}

/** A count, a loading bar, or a dash when its list failed (the list below shows the error and Retry). */
function figure(query: { isPending: boolean; isError: boolean }, value: () => number): ReactNode {
  if (query.isError) {
    return (
      <>
        <span aria-hidden="true">-</span>
        <span className="sr-only">Not available</span>
      </>
    );
  }
  return query.isPending ? <Loading /> : value();
}

interface HelperDashboardOverviewProps {
  profile: OwnHelperProfile;
  /** The level of this part's section headings: h2 alone, h3 inside the "both" dashboard. */
  level: SectionLevel;
}

/** The helper's figures and lists: pending applications, upcoming gigs, rating, then the two lists. */
export function HelperDashboardOverview({ profile, level }: HelperDashboardOverviewProps) {
  const jobs = useHelperJobs(profile.id);
  const applications = useHelperApplications(profile.id);
  // Each gig's day at its venue, as the server judges game dates.
  const today = venueToday;
  const gigs = jobs.data ? upcomingGigs(jobs.data, today) : [];
  // A team asking to move a game waits on this helper's answer (decision 0045): the job page asks it.
  const newTimes = gigs.filter((job) => job.status === 'rescheduling');
  const rated = profile.totalReviews > 0 && profile.avgRating > 0;
  // Standby offers wait on this helper's answer before a deadline (decision 0051).
  const offers = useMyStandbyOffers();
  const offerCount = offers.isPending ? null : (offers.data?.length ?? 0);

  return (
    <>
      <NowStrip
        id={`helper-now-title-${level}`}
        level={level}
        items={[
          {
            label: 'Gigs today',
            count: jobs.isSuccess ? gigs.filter((job) => job.jobDate === today(job)).length : null,
            to: '/dashboard/my-applications',
            icon: CalendarDays,
          },
          {
            label: newTimes.length === 1 ? 'New time to answer' : 'New times to answer',
            count: jobs.isSuccess ? newTimes.length : null,
            to: newTimes[0] ? `/jobs/${newTimes[0].id}` : '/dashboard',
            icon: CalendarClock,
          },
          {
            label: offerCount === 1 ? 'Standby offer to answer' : 'Standby offers to answer',
            count: offerCount,
            to: offers.data?.[0] ? `/jobs/${offers.data[0].jobId}` : '/dashboard',
            icon: Clock3,
          },
        ]}
      />
      <StandbyOfferList />
      {/* Two to a row on a phone; the rating, with its stars, takes a whole row. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1">
        <HelperStat label="Pending Applications" level={level} icon={ClipboardList}>
          {figure(applications, () => (applications.data ?? []).filter((a) => a.status === 'pending').length)}
        </HelperStat>
        <HelperStat label="Upcoming Gigs" level={level} icon={CalendarDays}>
          {figure(jobs, () => gigs.length)}
        </HelperStat>
        <HelperStat label="Average Rating" level={level} icon={Star}>
          {rated ? formatRating(profile.avgRating) : 'N/A'}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal text-slate-600">
            {rated ? (
              <>
                {/* The figure already says the rating; the stars repeat it for the eye only. */}
                <span aria-hidden="true">
                  <StarRating value={profile.avgRating} />
                </span>
                {profile.totalReviews} {profile.totalReviews === 1 ? 'review' : 'reviews'}
              </>
            ) : (
              'No reviews yet'
            )}
          </p>
        </HelperStat>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        {jobs.isSuccess ? (
          <UpcomingGigsSection gigs={gigs} level={level} />
        ) : (
          <DashboardSection id="upcoming-gigs-title" title="Upcoming Gigs" level={level}>
            {jobs.isError && !jobs.isFetching ? (
              <DashboardLoadError what="your gigs" error={jobs.error} onRetry={() => void jobs.refetch()} />
            ) : (
              <ListSkeleton label="your upcoming gigs" rows={2} />
            )}
          </DashboardSection>
        )}
        {applications.isSuccess ? (
          <HelperRecentApplications applications={applications.data} level={level} />
        ) : (
          <DashboardSection
            id="helper-applications-title"
            title="Recent Applications"
            level={level}
            regionLabel={regionLabel(level)}
          >
            {applications.isError && !applications.isFetching ? (
              <DashboardLoadError
                what="your applications"
                error={applications.error}
                onRetry={() => void applications.refetch()}
              />
            ) : (
              <ListSkeleton label="your applications" rows={2} />
            )}
          </DashboardSection>
        )}
      </div>
    </>
  );
}
