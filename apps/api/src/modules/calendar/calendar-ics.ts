import { createEvents, type DateArray, type EventAttributes } from 'ics';
import tzLookup from '@photostructure/tz-lookup';
import { formatDollars, gameInterval, nextDay, serviceTypeInfo } from '@sideline/shared';
import type { JobRow } from '../jobs/job-view.js';

/**
 * The venue's IANA time zone, from the coordinates of the job's ZIP (the jobs table keeps its
 * centroid). tz-lookup answers from the time-zone boundary map, so split states (the Florida
 * panhandle, Indiana, Tennessee...) come out right. Null when the ZIP has no known coordinates.
 */
export function venueTimeZone(job: { latitude: number | null; longitude: number | null }): string | null {
  if (job.latitude === null || job.longitude === null) return null;
  try {
    return tzLookup(job.latitude, job.longitude);
  } catch {
    return null;
  }
}

const toDateArray = (date: string, time: string): DateArray => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return [y, m, d, h, min];
};

const STATUS = { open: 'TENTATIVE', cancelled: 'CANCELLED' } as const;

/** Whole seconds since 2020: grows with every change of the job, as iCalendar's SEQUENCE should. */
const sequenceOf = (updatedAt: Date): number =>
  Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000));

/** One game as a calendar event, seen by `viewerId` (its team or its helper). */
export function gameEvent(row: JobRow, viewerId: number, publicUrl: string): EventAttributes {
  const { job } = row;
  const zone = venueTimeZone(job);
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
    zone ? `Times are the venue's (${zone}).` : 'Times are the venue\u2019s local time.',
    link,
  ].join('\n');
  // With a known zone the instants are exact (UTC); without one the wall-clock time is kept as a
  // "floating" time, which every calendar shows as written rather than guessing a zone.
  const timing = zone
    ? (() => {
        const { start, end } = gameInterval(job, zone);
        return {
          start: start.getTime(),
          end: end.getTime(),
          startInputType: 'utc',
          startOutputType: 'utc',
          endInputType: 'utc',
          endOutputType: 'utc',
        } as const;
      })()
    : (() => {
        const endDate = job.endTime <= job.startTime ? nextDay(job.jobDate) : job.jobDate;
        return {
          start: toDateArray(job.jobDate, job.startTime),
          end: toDateArray(endDate, job.endTime),
          startInputType: 'local',
          startOutputType: 'local',
          endInputType: 'local',
          endOutputType: 'local',
        } as const;
      })();
  return {
    ...timing,
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
