/** The team hears at once when its booked helper can't make it: a mail and a push nobody can switch off. */
import { eq } from 'drizzle-orm';
import { clockLabel } from '@sideline/shared';
import { jobs, teamProfiles, users } from '../../db/schema/index.js';
import { notifyUsers, type NotifyDeps } from './notice-delivery.js';
import { offerDeadline } from './standby-offer-notices.js';

export async function bookingWithdrawn(
  deps: NotifyDeps,
  event: {
    jobId: number;
    helperUserId: number;
    standbyIds: number[];
    next?: { applicationId: number; name: string } | null;
    offered?: { name: string; expiresAt: Date } | null;
  },
): Promise<void> {
  const [row] = await deps.db
    .select({ job: jobs, teamUserId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, event.jobId));
  const [helper] = await deps.db.select().from(users).where(eq(users.id, event.helperUserId));
  if (!row || !helper) return;
  const { job } = row;
  const waiting = event.standbyIds.length;
  // The next best available applicant (issue 55): the mail's and the push's one tap opens the job
  // page on its "Book {name}" button.
  const next = event.next ?? null;
  const offered = event.offered ?? null;
  await notifyUsers(
    deps,
    [row.teamUserId],
    'booking_withdrawn',
    `${helper.firstName} can't make ${job.title}`,
    [
      `${helper.firstName} ${helper.lastName} can't make "${job.title}" on ${job.jobDate} at ${clockLabel(job.startTime)}. The job is open again.`,
      offered
        ? `As you asked, we offered the job to ${offered.name}, your next best available standby applicant, until ${offerDeadline(offered.expiresAt, job.timeZone)}. If they don't accept, the next in your ranked list is offered it.`
        : next
          ? `Next best available: ${next.name}, from your ranked applicants. Book ${next.name} in one tap.`
          : waiting === 0
            ? 'New applications will appear under Manage Applications.'
            : `${waiting} other ${waiting === 1 ? 'applicant is' : 'applicants are'} waiting under Manage Applications: book the next one in one tap.`,
    ],
    offered
      ? { label: 'Open the job', path: `/jobs/${job.id}` }
      : next
        ? { label: `Book ${next.name}`, path: `/jobs/${job.id}?book=${next.applicationId}` }
        : { label: 'Book another helper', path: `/jobs/${job.id}` },
    null,
  );
}
