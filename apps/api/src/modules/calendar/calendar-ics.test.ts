import { describe, expect, it } from 'vitest';
import type { JobRow } from '../jobs/job-view.js';
import { gameEvent, toIcs } from './calendar-ics.js';
import { parseCalendar } from '../../../test/kits/calendar-test-kit.js';

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
      timeZone: 'America/New_York',
      status: 'open',
      cancelReason: null,
      cancelFreeUntilHours: 24,
      lateCancelPercent: 25,
      showUpPercent: 50,
      cancelReasonKind: null,
      cancellationFeeKind: null,
      cancellationFeePercent: 0,
      cancellationFeeCents: 0,
      paysByCard: false,
      requiresBackgroundCheck: false,
      requiresSafeSport: false,
      standbyOffers: false,
      completedAt: null,
      assignedAt: null,
      applicationWindowEndsAt: at,
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

  it("reads the game's times in the job's own zone", () => {
    const pacific = row({ timeZone: 'America/Los_Angeles', startTime: '18:00', endTime: '20:00' });
    const [event] = parseCalendar(toIcs([gameEvent(pacific, 10, 'https://sideline.example')], 'x')).events;
    expect(event).toMatchObject({ start: '2027-01-16T02:00:00.000Z', end: '2027-01-16T04:00:00.000Z' });
  });

  it('writes a calendar with no events when there are no games', () => {
    expect(parseCalendar(toIcs([], 'Sideline games'))).toEqual({ name: 'Sideline games', events: [] });
  });
});
