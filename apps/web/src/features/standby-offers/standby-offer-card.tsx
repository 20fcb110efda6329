import { Clock3 } from 'lucide-react';
import { Link } from 'react-router';
import { formatDollars, STANDBY_MESSAGES, type HelperStandbyOffer } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { gameTimeRange, longJobDate, venueMoment } from '@/lib/format/job-format';
import { useAnswerStandbyOffer, useMyStandbyOffers } from './api/standby-offers-api';

interface Props {
  offer: HelperStandbyOffer;
  /** On the dashboard the card links to the job; on the job page it is the job. */
  linkToJob?: boolean;
}

/**
 * A standby offer to the signed-in helper (decision 0051): the game, the deadline on the venue's
 * clock, and Accept / Decline. Accept books them as the team's accept would.
 */
export function StandbyOfferCard({ offer, linkToJob = false }: Props) {
  const answer = useAnswerStandbyOffer();
  const { job } = offer;
  const titleId = `standby-offer-${offer.id}`;
  const reply = (how: 'accept' | 'decline') =>
    answer.mutate(
      { offerId: offer.id, answer: how },
      {
        onSuccess: () =>
          toast(
            how === 'accept'
              ? { title: 'Helper Booked', description: STANDBY_MESSAGES.accepted }
              : { title: 'Offer Declined', description: STANDBY_MESSAGES.declined },
          ),
        onError: (error) =>
          toast({
            title: how === 'accept' ? 'Booking Failed' : 'Decline Failed',
            description: error instanceof ApiError ? error.serverMessage : STANDBY_MESSAGES.closed,
            variant: 'destructive',
          }),
      },
    );
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-amber-900">Standby offer from {job.teamName}</p>
        <h3 id={titleId} className="text-lg font-bold break-words">
          {linkToJob ? (
            <Link to={`/jobs/${offer.jobId}`} className="underline-offset-4 hover:underline">
              {job.title}
            </Link>
          ) : (
            job.title
          )}
        </h3>
        <p className="text-sm text-slate-800">
          {longJobDate(job.jobDate)}, {gameTimeRange(job)} at {job.location}. {formatDollars(job.totalPay)}{' '}
          total.
        </p>
        <p className="flex items-center gap-1.5 text-sm font-medium text-amber-900">
          <Clock3 className="size-4 shrink-0" aria-hidden="true" />
          Accept by {venueMoment(offer.expiresAt, job.timeZone)}, or it goes to the next helper.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" disabled={answer.isPending} onClick={() => reply('accept')}>
          {answer.isPending && answer.variables?.answer === 'accept' ? 'Booking...' : 'Accept'}
        </Button>
        <Button type="button" variant="outline" disabled={answer.isPending} onClick={() => reply('decline')}>
          Decline
        </Button>
      </div>
    </section>
  );
}

/** The helper's open offers, for the dashboard's "Needs you now" and the job page. */
export function StandbyOfferList({ jobId, enabled = true }: { jobId?: number; enabled?: boolean }) {
  const offers = useMyStandbyOffers(enabled);
  const shown = (offers.data ?? []).filter((o) => jobId === undefined || o.jobId === jobId);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {shown.map((offer) => (
        <StandbyOfferCard key={offer.id} offer={offer} linkToJob={jobId === undefined} />
      ))}
    </div>
  );
}
