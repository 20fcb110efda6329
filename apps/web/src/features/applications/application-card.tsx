import { Link } from 'react-router';
import type { Application } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { appliedOn, milesLabel, perHour, shortJobDate, venueMoment } from '@/lib/format/job-format';
import { fullName } from '@/lib/format/names';
import { ApplicationStatusBadge } from '@/components/jobs/status-badges';
import { RatingSummary } from '@/components/ui/star-rating';
import { ReliabilityBadge } from '@/components/reliability/reliability-badge';
import { useState } from 'react';
import { useCardPayments } from '@/lib/site-config';
import { useApplicationDecision } from './api/mutations';
import { CardBookingDialog } from './card-booking-dialog';
import { UnderEighteenBadge } from '@/components/guardians/under-eighteen-badge';
import { PassportLines } from '@/components/safety/passport-lines';
import { AvailableBadge, RankingBadge } from './ranking-badge';
import { useApplicationWindowOpen } from './use-application-window';

interface ApplicationCardProps {
  application: Application;
  /** Lists that mix jobs (My Jobs) lead with the job's title; a job's own list leads with the helper. */
  showJob?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** One application as the owning team sees it, with Accept and Reject while it is pending. */
export function ApplicationCard({
  application,
  showJob = false,
  headingLevel: Heading = 'h3',
}: ApplicationCardProps) {
  const decision = useApplicationDecision();
  const cardPayments = useCardPayments();
  const [booking, setBooking] = useState(false);
  const { helper, job } = application;
  // No booking while the job gathers applications (decision 25): the server refuses it too.
  const gathering = useApplicationWindowOpen(job.applicationWindowEndsAt);
  const name = fullName(helper);
  const helperLink = (
    <Link
      to={`/helpers/${helper.id}`}
      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {name}
    </Link>
  );
  const offered = application.proposedRate === job.hourlyRate;
  const deciding = decision.isPending ? decision.variables.status : null;
  // Lists mixing jobs can hold the same helper twice, so there the job names the button too.
  const target = showJob ? `${name} for ${job.title}` : `${name}'s application`;

  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-base font-semibold break-words text-slate-900">
            {showJob ? (
              <Link to={`/jobs/${job.id}`} className="underline-offset-4 hover:underline">
                {job.title}
              </Link>
            ) : (
              helperLink
            )}
          </Heading>
          {showJob && (
            <p className="text-sm text-slate-700">
              {shortJobDate(job.jobDate)} &middot; Helper: {helperLink}
            </p>
          )}
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <RatingSummary avgRating={helper.avgRating} totalReviews={helper.totalReviews} />
        <ReliabilityBadge side="helper" reliability={helper.reliability} />
        <UnderEighteenBadge show={helper.underEighteen} />
        <RankingBadge application={application} />
        <AvailableBadge available={application.available} />
      </div>
      <PassportLines passport={helper.passport} />

      <dl className="flex flex-col gap-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-medium text-slate-900">Proposed rate: </dt>
          <dd className="inline">
            {perHour(application.proposedRate)}
            {offered ? ' (the offered rate)' : ` (offered ${perHour(job.hourlyRate)})`}
          </dd>
        </div>
        {application.distanceMiles !== null && (
          <div>
            <dt className="inline font-medium text-slate-900">Distance: </dt>
            <dd className="inline">{milesLabel(application.distanceMiles)} from the venue</dd>
          </div>
        )}
        {appliedOn(application.createdAt) && (
          <div>
            <dt className="inline font-medium text-slate-900">Applied: </dt>
            <dd className="inline">{appliedOn(application.createdAt)}</dd>
          </div>
        )}
      </dl>

      {application.message && (
        <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
          {application.message}
        </blockquote>
      )}

      {application.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          {/* The helper's name (and job) is in each button's name so a list of many reads unambiguously. */}
          {/* A card job books with a saved card (decision 22); on another job the card is a choice. */}
          {gathering && (
            <p className="basis-full text-sm text-slate-700">
              You can accept once the job stops gathering applications at{' '}
              {venueMoment(job.applicationWindowEndsAt, job.timeZone)}.
            </p>
          )}
          {!gathering && (
            <Button
              size="sm"
              aria-label={`Accept ${target}`}
              disabled={decision.isPending}
              onClick={() =>
                job.paysByCard ? setBooking(true) : decision.mutate({ application, status: 'accepted' })
              }
            >
              {deciding === 'accepted' ? 'Accepting...' : 'Accept'}
            </Button>
          )}
          {!gathering && !job.paysByCard && cardPayments === true && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Accept and Pay by Card: ${target}`}
              disabled={decision.isPending}
              onClick={() => setBooking(true)}
            >
              Accept and Pay by Card
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reject ${target}`}
            disabled={decision.isPending}
            onClick={() => decision.mutate({ application, status: 'rejected' })}
          >
            {deciding === 'rejected' ? 'Rejecting...' : 'Reject'}
          </Button>
        </div>
      )}
      <CardBookingDialog application={application} open={booking} onOpenChange={setBooking} />
    </article>
  );
}
