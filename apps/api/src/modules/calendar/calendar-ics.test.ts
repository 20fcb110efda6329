import { describe, expect, it } from 'vitest';
import type { JobRow } from '../jobs/job-view.js';
import { gameEvent, toIcs, venueTimeZone } from './calendar-ics.js';
import { parseCalendar } from './calendar-test-kit.js';

const at = new Date('2026-11-01T12:00:00Z');
function row(job: Partial<JobRow['job']>): JobRow {
  return {
    job: {
      id: 7,
      teamId: 1,
      helperId: null,
      title: 'Late game',
      description: 'Keep the book.',
      jobType: 'scorekeeper',
      jobDate: '2027-01-15',
      startTime: '22:00',
      endTime: '01:00',
      durationMinutes: 180,
      hourlyRateCents: 3000,
      totalPayCents: 9000,
      location: 'Ed Radice Sports Complex, Tampa, FL',
      zipCode: '33602',
      latitude: 27.95,
      longitude: -82.46,
      status: 'open',
      cancelReason: null,
      completedAt: null,
      createdAt: at,
      updatedAt: at,
      ...job,
    },
    team: { id: 1, teamName: 'Tampa Tides 12U', sportTypes: ['baseball'], avgRating: 0, totalReviews: 0 },
    owner: { id: 10, firstName: 'Morgan', lastName: 'Bailey' },
    helper: null,
    helperUser: null,
  };
}

describe('venue time zone', () => {
  it('follows the zone boundary, not the state: Tampa is Eastern, Pensacola (Florida too) Central', () => {
    expect(venueTimeZone({ latitude: 27.95, longitude: -82.46 })).toBe('America/New_York');
    expect(venueTimeZone({ latitude: 30.42, longitude: -87.22 })).toBe('America/Chicago');
    expect(venueTimeZone({ latitude: null, longitude: null })).toBeNull();
  });
});

describe('game event', () => {
  it('ends an overnight game on the next day, in UTC from the venue\u2019s zone', () => {
    const [event] = parseCalendar(toIcs([gameEvent(row({}), 10, 'https://sideline.example')], 'x')).events;
    expect(event).toMatchObject({
      start: '2027-01-16T03:00:00.000Z',
      end: '2027-01-16T06:00:00.000Z',
      utc: true,
      uid: 'sideline-job-7@sideline.example',
      status: 'TENTATIVE',
    });
  });

  it('keeps a floating wall-clock time when the ZIP has no coordinates, instead of guessing a zone', () => {
    const ics = toIcs(
      [gameEvent(row({ latitude: null, longitude: null }), 10, 'https://sideline.example')],
      'x',
    );
    expect(ics).toContain('DTSTART:20270115T220000\r\n');
    expect(ics).toContain('DTEND:20270116T010000\r\n');
    expect(parseCalendar(ics).events[0]?.utc).toBe(false);
  });

  it('writes a calendar with no events when there are no games', () => {
    expect(parseCalendar(toIcs([], 'Sideline games'))).toEqual({ name: 'Sideline games', events: [] });
  });
});
