/** Standby offers (decision 0051): the offered helper hears at once; the team hears the outcome. */
import { eq } from 'drizzle-orm';
import { clockLabel } from '@sideline/shared';
import {
  applications,
  helperProfiles,
  jobs,
  standbyOffers,
  teamProfiles,
  users,
} from '../../db/schema/index.js';
import { notifyUsers, type NotifyDeps } from './notice-delivery.js';

/** A deadline on the venue's clock, with its zone: "Sat, Mar 14, 4:00 PM EDT". */
export const offerDeadline = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

async function offerOf(deps: NotifyDeps, offerId: number) {
  const [row] = await deps.db
    .select({
      offer: standbyOffers,
      job: jobs,
      teamName: teamProfiles.teamName,
      ownerId: teamProfiles.userId,
      helper: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(standbyOffers)
    .innerJoin(jobs, eq(jobs.id, standbyOffers.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(applications, eq(applications.id, standbyOffers.applicationId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(eq(standbyOffers.id, offerId));
  return row;
}

/** To the offered helper: the game, and until when they can take it (venue's clock). */
export async function standbyOfferMade(deps: NotifyDeps, offerId: number): Promise<void> {
  const row = await offerOf(deps, offerId);
  if (!row) return;
  const { job, offer } = row;
  const deadline = offerDeadline(offer.expiresAt, job.timeZone);
  await notifyUsers(
    deps,
    [row.helper.id],
    'standby_offer',
    `${row.teamName} offers you ${job.title}: accept by ${deadline}`,
    [
      `${row.teamName} needs a helper for "${job.title}" on ${job.jobDate} at ${clockLabel(job.startTime)}, and you are next on their list. Accept by ${deadline} and you are booked.`,
      `Location: ${job.location}. If you don't answer by then, the next helper is offered it.`,
    ],
    { label: 'Accept or decline', path: `/jobs/${job.id}` },
    'applications',
  );
}

/** To the team: the standby helper took the game and is booked. */
export async function standbyOfferAccepted(deps: NotifyDeps, offerId: number): Promise<void> {
  const row = await offerOf(deps, offerId);
  if (!row) return;
  const name = `${row.helper.firstName} ${row.helper.lastName}`;
  await notifyUsers(
    deps,
    [row.ownerId],
    'standby_offer_accepted',
    `${name} is booked for ${row.job.title}`,
    [
      `${name} accepted your standby offer and is booked for "${row.job.title}" on ${row.job.jobDate} at ${clockLabel(row.job.startTime)}.`,
    ],
    { label: 'Open the job', path: `/jobs/${row.job.id}` },
    null,
  );
}

/** To the team: every available standby applicant was offered the job and none took it. */
export async function standbyOffersExhausted(deps: NotifyDeps, jobId: number): Promise<void> {
  const [row] = await deps.db
    .select({ job: jobs, ownerId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId));
  if (!row) return;
  await notifyUsers(
    deps,
    [row.ownerId],
    'standby_offers_exhausted',
    `Nobody took ${row.job.title} yet`,
    [
      `Every available standby applicant was offered "${row.job.title}" on ${row.job.jobDate} at ${clockLabel(row.job.startTime)}, and none accepted in time.`,
      'The job stays open: new applications will appear under Manage Applications.',
    ],
    { label: 'Open the job', path: `/jobs/${row.job.id}` },
    null,
  );
}
