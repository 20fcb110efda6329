import { ExternalLink, Lock, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { isStreamingJobType, type JobDetail, type StreamConsentView } from '@sideline/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { appliedOn } from '@/lib/format/job-format';
import { StreamConsentConfirm } from './stream-consent-confirm';
import { StreamLinkForm } from './stream-link-form';

/**
 * The job page's Streaming card (decision 0041), for streaming and full-service jobs: the team's
 * recorded consent and who may watch, seen before anyone applies; the stream link for those who may
 * watch; the booked helper's form to share it; the owner's confirmation when it is still missing.
 */
export function StreamConsentPanel({ job }: { job: JobDetail }) {
  if (!isStreamingJobType(job.jobType)) return null;
  const consent = job.streamConsent;
  const canShare =
    consent !== null &&
    job.viewer === 'assigned-helper' &&
    (job.status === 'assigned' || job.status === 'completed');
  return (
    <Card role="region" aria-labelledby="streaming-title">
      <CardHeader>
        <CardTitle id="streaming-title" className="flex items-center gap-2">
          <Radio className="size-5 text-brand-700" aria-hidden="true" />
          Streaming
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-slate-800">
        {consent ? <ConsentSummary consent={consent} /> : <MissingConsent job={job} />}
        {consent && <WatchLink job={job} consent={consent} />}
        {canShare && <StreamLinkForm jobId={job.id} current={consent.streamUrl} />}
        {job.viewer === 'owner' && consent?.audience === 'families' && (
          <Link
            to="/dashboard/families"
            className="self-start text-sm font-medium text-brand-800 underline underline-offset-4"
          >
            Manage your families list
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function ConsentSummary({ consent }: { consent: StreamConsentView }) {
  return (
    <div className="flex flex-col gap-1">
      <p>
        Streaming consent confirmed by {consent.confirmedByName} on {appliedOn(consent.confirmedAt)}
      </p>
      <p className="flex items-center gap-1.5 font-medium">
        {consent.audience === 'families' ? (
          <>
            <Lock className="size-4" aria-hidden="true" />
            Private stream for the team's families
          </>
        ) : (
          'Public stream: anyone with the link can watch'
        )}
      </p>
    </div>
  );
}

function MissingConsent({ job }: { job: JobDetail }) {
  if (job.viewer === 'owner' && (job.status === 'open' || job.status === 'assigned'))
    return <StreamConsentConfirm jobId={job.id} />;
  return (
    <p>
      Streaming consent not yet confirmed: the team hasn't recorded that the league and the players' families
      agreed to this game being streamed. The stream link can't be shared until it has.
    </p>
  );
}

function WatchLink({ job, consent }: { job: JobDetail; consent: StreamConsentView }) {
  if (consent.streamUrl)
    return (
      <a
        href={consent.streamUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 self-start font-medium break-all text-brand-800 underline underline-offset-4"
      >
        Watch the stream
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  // The booked helper's own form (below) says where the link goes.
  if (!consent.linkShared && job.viewer === 'assigned-helper') return null;
  if (!consent.linkShared)
    return (
      <p className="text-sm text-slate-700">The helper will share the stream link here before the game.</p>
    );
  return (
    <p className="text-sm text-slate-700">
      The stream link is shared with the team's families.{' '}
      {job.viewer === 'signed-out'
        ? 'Sign in with the email address the team added to your family to watch.'
        : 'To watch, sign in with the email address the team added, and confirm it.'}
    </p>
  );
}
