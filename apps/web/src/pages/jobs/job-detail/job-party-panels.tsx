import type { JobDetail } from '@sideline/shared';
import { CardHoldPanel } from '@/features/payments/card-hold-panel';
import { NoShowPanel } from '@/features/reliability/no-show-panel';
import { ReschedulePanel } from '@/features/jobs/reschedule-panel';
import { RestaffPanel } from '@/features/availability/restaff-panel';
import { StandbyOfferList } from '@/features/standby-offers/standby-offer-card';
import { TeamStandbyPanel } from '@/features/standby-offers/team-standby-panel';
import { ApplicationsList } from './applications-list';
import { GameConfirmationPanel } from './game-confirmation-panel';

/**
 * What only the job's parties see (its team, its booked helper, an applicant), in a chunk of its own
 * (`job-party-parts.ts`): a signed-out visitor or a passer-by loads none of it.
 */
export function PartyPanels({ job }: { job: JobDetail }) {
  return (
    <>
      <ReschedulePanel job={job} />
      {job.viewer === 'applicant' && job.status === 'open' && <StandbyOfferList jobId={job.id} />}
      <RestaffPanel job={job} />
      <GameConfirmationPanel job={job} />
      <NoShowPanel job={job} />
      {job.paysByCard &&
        (job.viewer === 'owner' || job.viewer === 'assigned-helper') &&
        job.status !== 'open' &&
        job.status !== 'cancelled' && (
          <CardHoldPanel
            jobId={job.id}
            jobStatus={job.status}
            side={job.viewer === 'owner' ? 'team' : 'helper'}
            helperFirstName={job.helper?.user.firstName}
          />
        )}
    </>
  );
}

/** The owner's standby helpers, beside the pay card. */
export function PartyAside({ job }: { job: JobDetail }) {
  return <TeamStandbyPanel job={job} />;
}

/** The owner's list of applications. */
export function OwnerApplications({ job }: { job: JobDetail }) {
  return <ApplicationsList job={job} />;
}
