import { describe, expect, it } from 'vitest';
import {
  BOOKING_PHASES,
  BOOKING_RULES,
  bookingClock,
  bookingEffect,
  bookingPhase,
  guaranteeStep,
  type BookingAction,
  type GuaranteeState,
  type HoldEffect,
} from './booking-lifecycle.js';

const HOUR = 3_600_000;
// A 2-hour game at 6 PM in Tampa, free cancellation until 24 hours before.
const clock = bookingClock({
  jobDate: '2026-06-06',
  startTime: '18:00',
  endTime: '20:00',
  timeZone: 'America/New_York',
  freeUntilHours: 24,
});
const hoursFromStart = (h: number) => new Date(clock.startsAt.getTime() + h * HOUR);

describe('bookingPhase', () => {
  it('reads the venue clock: before the free window, inside it, after the start, after the end', () => {
    expect(clock.startsAt.toISOString()).toBe('2026-06-06T22:00:00.000Z');
    expect(bookingPhase(clock, hoursFromStart(-24.01))).toBe('before-free-window');
    expect(bookingPhase(clock, hoursFromStart(-24))).toBe('inside-free-window');
    expect(bookingPhase(clock, hoursFromStart(-0.01))).toBe('inside-free-window');
    expect(bookingPhase(clock, hoursFromStart(0))).toBe('after-start');
    expect(bookingPhase(clock, hoursFromStart(1.99))).toBe('after-start');
    expect(bookingPhase(clock, hoursFromStart(2))).toBe('after-end');
  });
  it('ends an overnight game the next morning', () => {
    const late = bookingClock({
      jobDate: '2026-06-06',
      startTime: '23:00',
      endTime: '01:00',
      timeZone: 'America/Chicago',
      freeUntilHours: 12,
    });
    expect(late.endsAt.getTime() - late.startsAt.getTime()).toBe(2 * HOUR);
  });
});

describe('BOOKING_RULES', () => {
  it('never lets the team cancel, or the helper withdraw, once the game has started', () => {
    for (const action of ['cancel', 'withdrawBooking', 'reopen'] as const) {
      expect(bookingEffect(action, 'after-start')).toBeNull();
      expect(bookingEffect(action, 'after-end')).toBeNull();
    }
    expect(bookingEffect('cancel', 'before-free-window')).toBe('release');
    expect(bookingEffect('cancel', 'inside-free-window')).toBe('capture-fee');
  });
  it('takes no-shows only after the start, and never moves a game that has ended', () => {
    expect(bookingEffect('reportNoShow', 'inside-free-window')).toBeNull();
    expect(bookingEffect('reportNoShow', 'after-start')).toBe('keep');
    expect(bookingEffect('reschedule', 'after-start')).toBe('keep');
    expect(bookingEffect('reschedule', 'after-end')).toBeNull();
  });
});

/**
 * The state each action leaves a held guarantee in, as the services record it. The sweep reads
 * only that state, so the table and the sweep agree when every allowed cell maps back to its effect.
 */
const held: GuaranteeState = {
  holdStatus: 'held',
  holdDue: true,
  jobStatus: 'assigned',
  forBookedHelper: true,
  completedAt: null,
  cancellationFeeCents: 0,
  noShow: null,
};
const now = hoursFromStart(100);
const afterAction: Record<BookingAction, GuaranteeState> = {
  cancel: { ...held, jobStatus: 'cancelled' },
  withdrawBooking: { ...held, jobStatus: 'open', forBookedHelper: false },
  reopen: { ...held, jobStatus: 'open', forBookedHelper: false },
  reschedule: { ...held, jobStatus: 'rescheduling' },
  withdrawReschedule: held,
  acceptReschedule: held,
  declineReschedule: { ...held, jobStatus: 'open', forBookedHelper: false },
  reportNoShow: {
    ...held,
    jobStatus: 'cancelled',
    noShow: { status: 'reported', contestBy: hoursFromStart(101) },
  },
  contestNoShow: { ...held, jobStatus: 'cancelled', noShow: { status: 'contested', contestBy: now } },
  noShowLapses: { ...held, jobStatus: 'cancelled', noShow: { status: 'reported', contestBy: now } },
  upholdNoShow: { ...held, jobStatus: 'cancelled', noShow: { status: 'upheld', contestBy: now } },
  overturnNoShow: {
    ...held,
    jobStatus: 'completed',
    completedAt: now,
    noShow: { status: 'overturned', contestBy: now },
  },
  // Read once the dispute window after completion has passed.
  complete: { ...held, jobStatus: 'completed', completedAt: hoursFromStart(76) },
  dispute: { ...held, holdStatus: 'disputed', jobStatus: 'completed', completedAt: now },
  resolveDisputeCapture: { ...held, jobStatus: 'completed', completedAt: hoursFromStart(76) },
  resolveDisputeRelease: { ...held, jobStatus: 'open', forBookedHelper: false },
  capture: { ...held, jobStatus: 'completed', completedAt: hoursFromStart(76) },
};
const expectedStep: Record<HoldEffect, string[]> = {
  keep: ['wait'],
  'capture-full': ['capture-full'],
  'capture-fee': ['capture-fee'],
  release: ['release'],
};

describe('guaranteeStep agrees with the table', () => {
  const cells = (Object.keys(BOOKING_RULES) as BookingAction[]).flatMap((action) =>
    BOOKING_PHASES.flatMap((phase) => {
      const effect = bookingEffect(action, phase);
      return effect ? [{ action, phase, effect }] : [];
    }),
  );
  it.each(cells)('$action $phase: $effect', ({ action, effect }) => {
    const state = afterAction[action];
    // A fee is only owed by a cancellation that had one.
    const withFee = effect === 'capture-fee' ? { ...state, cancellationFeeCents: 2500 } : state;
    expect(expectedStep[effect]).toContain(guaranteeStep(withFee, now));
  });
  it('waits a completed game out for the dispute window, then captures', () => {
    const done = { ...held, jobStatus: 'completed' as const, completedAt: hoursFromStart(3) };
    expect(guaranteeStep(done, hoursFromStart(26.9))).toBe('wait');
    expect(guaranteeStep(done, hoursFromStart(27))).toBe('capture-full');
  });
  it('places a scheduled hold before anything is captured from it', () => {
    expect(guaranteeStep({ ...afterAction.overturnNoShow, holdStatus: 'scheduled' }, now)).toBe('place-hold');
    expect(guaranteeStep({ ...held, holdStatus: 'scheduled', holdDue: false }, now)).toBe('wait');
  });
  it('releases a refused card when the booking ends, even if a fee was owed', () => {
    expect(
      guaranteeStep({ ...afterAction.cancel, holdStatus: 'failed', cancellationFeeCents: 900 }, now),
    ).toBe('release');
  });
});
