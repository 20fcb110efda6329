import { createEvents, type EventAttributes } from 'ics';
import { formatDollars, gameInterval, serviceTypeInfo } from '@sideline/shared';
import type { JobRow } from '../jobs/job-view.js';

const STATUS = { open: 'TENTATIVE', rescheduling: 'TENTATIVE', cancelled: 'CANCELLED' } as const;

/** Whole seconds since 2020: grows with every change of the job, as iCalendar's SEQUENCE should. */
const sequenceOf = (updatedAt: Date): number =>
  Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000));

/** One game as a calendar event, seen by `viewerId` (its team or its helper). */
export function gameEvent(row: JobRow, viewerId: number, publicUrl: string): EventAttributes {
  const { job } = row;
  const { start, end } = gameInterval(job, job.timeZone);
  const link = `${publicUrl}/jobs/${job.id}`;
  const forTeam = row.owner.id === viewerId;
  const counterpart = forTeam
    ? row.helperUser
      ? `Helper: ${row.helperUser.firstName} ${row.helperUser.lastName}`
      : 'Helper: not booked yet'
    : `Team: ${row.team.teamName}`;
  const description = [
    `${serviceTypeInfo(job.jobType).label} for ${row.team.teamName}`,
    counterpart,
    `Pay: ${formatDollars(job.totalPayCents)}`,
    `Times are the venue's (${job.timeZone}).`,
    link,
  ].join('\n');
  return {
    start: start.getTime(),
    end: end.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    uid: `sideline-job-${job.id}@${new URL(publicUrl).hostname}`,
    title: job.title,
    description,
    location: `${job.location} ${job.zipCode}`.trim(),
    url: link,
    status: STATUS[job.status as keyof typeof STATUS] ?? 'CONFIRMED',
    sequence: sequenceOf(job.updatedAt),
    lastModified: job.updatedAt.getTime(),
    created: job.createdAt.getTime(),
    ...(job.latitude !== null && job.longitude !== null
      ? { geo: { lat: job.latitude, lon: job.longitude } }
      : {}),
  };
}

/** An iCalendar document; an empty list is a valid calendar with no events. */
export function toIcs(events: EventAttributes[], calName: string): string {
  const { error, value } = createEvents(events, { productId: '-//Sideline//Game-day calendar//EN', calName });
  if (error || value === null) throw error ?? new Error('calendar could not be written');
  return value;
}
