import { Suspense, type ReactNode } from 'react';
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatDollars, type JobDetail } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useClaimNavSection } from '@/lib/nav-section';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { StreamConsentPanel } from '@/features/jobs/stream-consent-panel';
import { hoursLabel, perHour } from '@/lib/format/job-format';
import { GameConfirmationStatus } from './game-confirmation-status';
import { JobActions } from './job-actions';
import {
  isParty,
  LazyOwnerApplications,
  LazyPartyAside,
  LazyPartyPanels,
  partyParts,
} from './job-party-parts';
import { JobFacts, TeamInfoCard } from './job-facts';
import { CancellationPolicyNote, CancellationSummary } from '@/features/jobs/cancellation-policy-note';
import { JobRequirementsNote } from '@/features/safety/job-requirements-note';
import { ApplicationStatusBadge, JobStatusBadge } from '@/components/jobs/status-badges';

/** The job page itself, once loaded. What the viewer may do comes from `job.viewer` (see JobActions). */
export function JobDetailView({ job }: { job: JobDetail }) {
  // The coach's own job is one of My Jobs, not a gig to find: the way back and the header say so.
  const own = job.viewer === 'owner';
  const back = own ? { to: '/dashboard/my-jobs', label: 'My Jobs' } : { to: '/jobs', label: 'Find Work' };
  useClaimNavSection(own ? '/dashboard' : null);
  const applicationsFirst = own && job.status === 'open' && job.applications.length > 0;
  // A party's panels are a chunk of their own; the server names its files in the document.
  const party = isParty(job.viewer);
  if (party) partyParts.preload();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to {back.label}
      </Link>

      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <JobTypeBadge jobType={job.jobType} />
          <JobStatusBadge status={job.status} expired={job.expired} />
          <GameConfirmationStatus job={job} />
        </div>
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{job.title}</h1>
        <p className="text-slate-700">
          Posted by{' '}
          <Link
            to={`/teams/${job.team.id}`}
            className="font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            {job.team.teamName}
          </Link>
        </p>
      </header>

      {job.viewer === 'owner' && job.expired && (
        <Alert variant="warning">
          <div className="flex flex-col gap-1">
            <AlertTitle>This job expired</AlertTitle>
            <AlertDescription>
              The game started without an accepted helper, so the job has left the search. Post your next game
              early to give helpers time to apply.
            </AlertDescription>
          </div>
        </Alert>
      )}

      {party && (
        <Part>
          <LazyPartyPanels job={job} />
        </Part>
      )}

      {job.status === 'cancelled' && (
        <Alert variant="destructive">
          <div className="flex flex-col gap-1">
            <AlertTitle>This job was cancelled</AlertTitle>
            <AlertDescription>
              <CancellationSummary job={job} />
            </AlertDescription>
          </div>
        </Alert>
      )}

      {/* The pay and actions card comes first in reading order (and on phones), beside the details on wide screens. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <aside
          aria-label="Pay and actions"
          className="flex min-w-0 flex-col gap-6 lg:col-start-3 lg:row-start-1"
        >
          <Card>
            <CardHeader>
              <CardTitle>Pay</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div>
                <p className="text-3xl font-bold text-slate-900">{perHour(job.hourlyRate)}</p>
                <p className="text-sm text-slate-700">
                  {formatDollars(job.totalPay)} total for {hoursLabel(job.duration)}
                </p>
                {job.paysByCard && (
                  <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-emerald-800">
                    <BadgeCheck className="size-4" aria-hidden="true" />
                    Paid by card, guaranteed at booking
                  </p>
                )}
              </div>
              <CancellationPolicyNote job={job} />
              <JobRequirementsNote requirements={job.requirements} />
              {job.myApplication && <MyApplicationSummary application={job.myApplication} />}
              <JobActions job={job} />
            </CardContent>
          </Card>
          {party && (
            <Part>
              <LazyPartyAside job={job} />
            </Part>
          )}
          <TeamInfoCard team={job.team} />
        </aside>

        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {/* An open job's applicants are the owner's task: first, not a phone's long scroll past the details. */}
          {applicationsFirst && (
            <Part>
              <LazyOwnerApplications job={job} />
            </Part>
          )}
          <JobFacts job={job} />
          <StreamConsentPanel job={job} />
          <Card>
            <CardHeader>
              <CardTitle>Description</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="break-words whitespace-pre-line text-slate-800">{job.description}</p>
            </CardContent>
          </Card>
          {job.viewer === 'owner' && job.applications && !applicationsFirst && (
            <Part>
              <LazyOwnerApplications job={job} />
            </Part>
          )}
        </div>
      </div>
    </div>
  );
}

/** A lazy part: rendered by the server in place; until its chunk is in, hydration keeps that HTML. */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function MyApplicationSummary({ application }: { application: NonNullable<JobDetail['myApplication']> }) {
  return (
    <div className="flex flex-col gap-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Your application</span>
        <ApplicationStatusBadge status={application.status} />
      </p>
      <p>Your proposal: {perHour(application.proposedRate)}</p>
    </div>
  );
}
