import { describe, expect, it } from 'vitest';
import {
  durationHours,
  durationMinutes,
  isGameDayReached,
  canTransition,
  JOB_STATUSES,
  JOB_TRANSITION_NAMES,
  JOB_TRANSITIONS,
  jobActionsFor,
  jobsOverlap,
  transitionRefusal,
  platformFeeCents,
  todayIn,
  venueToday,
  totalPayCents,
  totalWithFeeCents,
  type JobStatus,
} from './jobs.js';

const job = (status: JobStatus) => ({ status, jobDate: '2026-12-05' });

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
  const at = (jobDate: string, startTime: string, durationMinutes: number) => ({
    jobDate,
    startTime,
    durationMinutes,
  });
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
  it("turns the day at the zone's midnight, to the second, however often it was asked just before", () => {
    // Eastern midnight is 05:00 UTC in November; the answer is kept for a minute (see todayIn).
    expect(todayIn('America/New_York', new Date('2026-11-22T04:59:00Z'))).toBe('2026-11-21');
    expect(todayIn('America/New_York', new Date('2026-11-22T04:59:59.999Z'))).toBe('2026-11-21');
    expect(todayIn('America/New_York', new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('America/Chicago', new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21');
    expect(todayIn('Asia/Kathmandu', new Date('2026-11-21T18:14:59Z'))).toBe('2026-11-21');
    expect(todayIn('Asia/Kathmandu', new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22');
  });
  it("judges each game's day at its venue: at 3 AM in New York it is still yesterday in Honolulu", () => {
    const now = new Date('2026-11-28T08:00:00Z');
    expect(venueToday({ timeZone: 'America/New_York' }, now)).toBe('2026-11-28');
    expect(venueToday({ timeZone: 'Pacific/Honolulu' }, now)).toBe('2026-11-27');
    expect(isGameDayReached('2026-11-28', venueToday({ timeZone: 'Pacific/Honolulu' }, now))).toBe(false);
  });
});

describe("jobActionsFor: the spec's button table", () => {
  it.each([
    ['visitor', 'open', ['apply', 'start-chat']],
    ['signed-out', 'open', ['apply', 'start-chat']],
    ['applicant', 'open', ['already-applied', 'chat']],
    ['owner', 'open', ['manage-applications', 'edit', 'cancel']],
    ['owner', 'assigned', ['mark-complete', 'message-helper', 'reschedule', 'cancel']],
    ['owner', 'rescheduling', ['message-helper', 'cancel']],
    ['assigned-helper', 'rescheduling', ['contact-team']],
    ['owner', 'completed', ['view-payment-info', 'leave-review']],
    ['owner', 'paid', ['leave-review']],
    ['owner', 'cancelled', []],
    ['assigned-helper', 'assigned', ['contact-team', 'withdraw-booking']],
    ['assigned-helper', 'completed', ['leave-review']],
    ['assigned-helper', 'paid', ['leave-review']],
    ['visitor', 'assigned', []],
    ['applicant', 'assigned', []],
    ['visitor', 'cancelled', []],
  ] as const)('%s viewing a %s job sees %j', (viewer, status, actions) => {
    expect(jobActionsFor(job(status), viewer)).toEqual(actions);
  });
});

describe('JOB_TRANSITIONS: the one state machine', () => {
  it('allows exactly the spec transitions plus cancel, the reopen after a missed reconfirmation and the no-show report', () => {
    const allowed = Object.fromEntries(
      JOB_TRANSITION_NAMES.map((action) => [action, JOB_STATUSES.filter((s) => canTransition(action, s))]),
    );
    expect(allowed).toEqual({
      apply: ['open'],
      withdraw: ['open'],
      accept: ['open'],
      reject: ['open'],
      edit: ['open'],
      cancel: ['open', 'assigned', 'rescheduling'],
      complete: ['assigned'],
      reopen: ['assigned'],
      reportNoShow: ['assigned'],
      reschedule: ['assigned'],
      withdrawReschedule: ['rescheduling'],
      acceptReschedule: ['rescheduling'],
      declineReschedule: ['rescheduling'],
    });
    expect(JOB_TRANSITIONS.reschedule.to).toBe('rescheduling');
    expect(JOB_TRANSITIONS.acceptReschedule.to).toBe('assigned');
    expect(JOB_TRANSITIONS.declineReschedule.to).toBe('open');
    expect(JOB_TRANSITIONS.accept.to).toBe('assigned');
    expect(JOB_TRANSITIONS.reportNoShow.to).toBe('cancelled');
    expect(JOB_TRANSITIONS.complete.to).toBe('completed');
    expect(JOB_TRANSITIONS.reopen.to).toBe('open');
  });

  it.each(JOB_STATUSES)('draws the owner buttons that change a %s job from the table', (status) => {
    const actions = jobActionsFor(job(status), 'owner');
    expect(actions.includes('edit')).toBe(canTransition('edit', status));
    expect(actions.includes('cancel')).toBe(canTransition('cancel', status));
    expect(actions.includes('mark-complete')).toBe(canTransition('complete', status));
    expect(actions.includes('manage-applications')).toBe(canTransition('accept', status));
    expect(actions.includes('reschedule')).toBe(canTransition('reschedule', status));
    expect(jobActionsFor(job(status), 'visitor').includes('apply')).toBe(canTransition('apply', status));
  });

  it('names the current status when refusing', () => {
    expect(transitionRefusal('cancel', 'completed')).toBe("Can't cancel this job: it is completed.");
    expect(transitionRefusal('apply', 'assigned')).toBe("Can't apply to this job: it is assigned.");
  });
});

describe('the owner’s cancel and new-time buttons follow the booking table', () => {
  it('hides Cancel on a booked game once it has started, and a new time once it has ended', () => {
    const booked = { status: 'assigned' as const, jobDate: '2026-06-06' };
    expect(jobActionsFor({ ...booked, startedOrEnded: null }, 'owner')).toContain('cancel');
    expect(jobActionsFor({ ...booked, startedOrEnded: 'started' }, 'owner')).not.toContain('cancel');
    expect(jobActionsFor({ ...booked, startedOrEnded: 'started' }, 'owner')).toContain('reschedule');
    expect(jobActionsFor({ ...booked, startedOrEnded: 'ended' }, 'owner')).not.toContain('reschedule');
    expect(jobActionsFor({ ...booked, startedOrEnded: null }, 'assigned-helper')).toContain(
      'withdraw-booking',
    );
    expect(jobActionsFor({ ...booked, startedOrEnded: 'started' }, 'assigned-helper')).toEqual([
      'contact-team',
    ]);
    // Nobody booked: an open job can still be taken down.
    expect(
      jobActionsFor({ status: 'open', jobDate: '2026-06-06', startedOrEnded: 'ended' }, 'owner'),
    ).toContain('cancel');
  });
});
