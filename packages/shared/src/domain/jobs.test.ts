import { describe, expect, it } from 'vitest';
import {
  durationHours,
  durationMinutes,
  isGameDayReached,
  jobActionsFor,
  jobsOverlap,
  platformFeeCents,
  todayIn,
  totalPayCents,
  totalWithFeeCents,
  type JobStatus,
} from './jobs.js';

const job = (status: JobStatus, extra: { hasAcceptedApplication?: boolean } = {}) => ({ status, jobDate: '2026-12-05', ...extra });

describe('duration and pay', () => {
  it('counts minutes between start and end', () => {
    expect(durationMinutes('09:00', '11:30')).toBe(150);
    expect(durationHours(150)).toBe(2.5);
  });
  it('adds 24 hours when the game runs overnight', () => {
    expect(durationMinutes('22:00', '01:00')).toBe(180);
  });
  it('is zero for malformed times', () => {
    expect(durationMinutes('9am', '11:00')).toBe(0);
  });
  it('multiplies hours by the rate, in cents', () => {
    expect(totalPayCents(150, 2500)).toBe(6250);
    expect(totalPayCents(100, 3000)).toBe(5000);
  });
  it('adds the 10% platform fee for card payments', () => {
    expect(platformFeeCents(6250)).toBe(625);
    expect(totalWithFeeCents(6250)).toBe(6875);
  });
});

describe('overlap', () => {
  const at = (jobDate: string, startTime: string, durationMinutes: number) => ({ jobDate, startTime, durationMinutes });
  it('sees overlapping games on the same day', () => {
    expect(jobsOverlap(at('2026-12-05', '09:00', 120), at('2026-12-05', '10:30', 60))).toBe(true);
  });
  it('lets back-to-back games through', () => {
    expect(jobsOverlap(at('2026-12-05', '09:00', 120), at('2026-12-05', '11:00', 60))).toBe(false);
  });
  it('sees an overnight game running into the next day', () => {
    expect(jobsOverlap(at('2026-12-05', '23:00', 180), at('2026-12-06', '01:00', 60))).toBe(true);
  });
});

describe('game day', () => {
  it('allows completion on and after the game date only', () => {
    expect(isGameDayReached('2026-12-05', '2026-12-04')).toBe(false);
    expect(isGameDayReached('2026-12-05', '2026-12-05')).toBe(true);
    expect(isGameDayReached('2026-12-05', '2026-12-09')).toBe(true);
  });
  it('takes today in the marketplace time zone', () => {
    expect(todayIn('America/New_York', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
});

describe("jobActionsFor: the spec's button table", () => {
  it.each([
    ['visitor', 'open', ['apply', 'start-chat']],
    ['signed-out', 'open', ['apply', 'start-chat']],
    ['applicant', 'open', ['already-applied', 'chat']],
    ['owner', 'open', ['manage-applications', 'edit', 'cancel']],
    ['owner', 'assigned', ['mark-complete', 'message-helper', 'cancel']],
    ['owner', 'completed', ['view-payment-info', 'leave-review']],
    ['owner', 'paid', ['leave-review']],
    ['owner', 'cancelled', []],
    ['assigned-helper', 'assigned', ['contact-team']],
    ['assigned-helper', 'completed', ['leave-review']],
    ['assigned-helper', 'paid', ['leave-review']],
    ['visitor', 'assigned', []],
    ['applicant', 'assigned', []],
    ['visitor', 'cancelled', []],
  ] as const)('%s viewing a %s job sees %j', (viewer, status, actions) => {
    expect(jobActionsFor(job(status), viewer)).toEqual(actions);
  });

  it('hides Edit from the owner once an application was accepted', () => {
    expect(jobActionsFor(job('open', { hasAcceptedApplication: true }), 'owner')).toEqual(['manage-applications', 'cancel']);
  });
});
