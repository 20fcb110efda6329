/**
 * One booking's life (DESIGN decision 24, decision record 0047): for every action on a booked job,
 * who may take it, when on the venue's clock, and what happens to the card guarantee. The job's
 * state table (JOB_TRANSITIONS) says which statuses an action leaves from; this table adds the
 * clock and the money. The server's services refuse what it refuses, and the guarantee's sweep
 * settles a hold only as `guaranteeStep` reads it from the booking's recorded outcome, so nothing
 * else captures or releases a hold.
 */
import { CARD_CAPTURE_DELAY_HOURS } from './payments.js';
import type { JobStatus } from './jobs.js';
import type { NoShowStatus } from './reliability.js';
import { durationMinutes } from './jobs.js';
import { jobStartsAt } from './schedule.js';

/** Where a booked game stands on its venue's clock. */
export const BOOKING_PHASES = [
  'before-free-window',
  'inside-free-window',
  'after-start',
  'after-end',
] as const;
export type BookingPhase = (typeof BOOKING_PHASES)[number];

/** What an action does to the card that guarantees the booking. */
export type HoldEffect =
  /** The hold stays as it is (placed when due), waiting on what comes next. */
  | 'keep'
  /** The helper is paid in full: the whole hold is captured (after completion's dispute window). */
  | 'capture-full'
  /** The policy's fee (late-cancellation, or show-up after a rained-out arrival) is captured; the rest released. */
  | 'capture-fee'
  /** Nothing is charged: the hold is released. */
  | 'release';

export type BookingActor = 'owner' | 'booked-helper' | 'admin' | 'system';

export interface BookingRule {
  actor: BookingActor;
  /** The phases the action is allowed in, and its effect on the guarantee in each; a phase left out is refused. */
  money: Partial<Record<BookingPhase, HoldEffect>>;
}

const everyPhase = (effect: HoldEffect): Record<BookingPhase, HoldEffect> => ({
  'before-free-window': effect,
  'inside-free-window': effect,
  'after-start': effect,
  'after-end': effect,
});

export const BOOKING_RULES = {
  /** Early, free; inside the free window, the policy's fee. After the start the team cannot cancel. */
  cancel: {
    actor: 'owner',
    money: { 'before-free-window': 'release', 'inside-free-window': 'capture-fee' },
  },
  /** "I can't make it": the helper backs out before the start (late inside the window: their reliability). */
  withdrawBooking: {
    actor: 'booked-helper',
    money: { 'before-free-window': 'release', 'inside-free-window': 'release' },
  },
  /** A helper who missed the game-day reconfirmation is let go before the start (a rule of its own says when). */
  reopen: { actor: 'owner', money: { 'before-free-window': 'release', 'inside-free-window': 'release' } },
  /** A new time (a rained-out game, even one already under way): the guarantee moves with the game. */
  reschedule: {
    actor: 'owner',
    money: { 'before-free-window': 'keep', 'inside-free-window': 'keep', 'after-start': 'keep' },
  },
  withdrawReschedule: { actor: 'owner', money: everyPhase('keep') },
  acceptReschedule: { actor: 'booked-helper', money: everyPhase('keep') },
  /** The helper can't make the new time: the booking ends, nothing is charged. */
  declineReschedule: { actor: 'booked-helper', money: everyPhase('release') },
  /** The hold is kept until the helper's contest window ends or an admin decides. */
  reportNoShow: { actor: 'owner', money: { 'after-start': 'keep', 'after-end': 'keep' } },
  contestNoShow: { actor: 'booked-helper', money: { 'after-start': 'keep', 'after-end': 'keep' } },
  /** Uncontested when the contest window ends: it stands, nothing is charged. */
  noShowLapses: { actor: 'system', money: { 'after-start': 'release', 'after-end': 'release' } },
  upholdNoShow: { actor: 'admin', money: { 'after-start': 'release', 'after-end': 'release' } },
  /** The helper was there after all: the job is completed and paid in full. */
  overturnNoShow: { actor: 'admin', money: { 'after-start': 'capture-full', 'after-end': 'capture-full' } },
  /** From the game's date on (isGameDayReached): the helper is paid in full once the dispute window passes. */
  complete: { actor: 'owner', money: everyPhase('capture-full') },
  /**
   * Within the dispute window after completion: the hold waits for an admin. Completion is allowed in
   * every phase, so the dispute is too; its gate is that window, which the service checks.
   */
  dispute: { actor: 'owner', money: everyPhase('keep') },
  resolveDisputeCapture: { actor: 'admin', money: everyPhase('capture-full') },
  resolveDisputeRelease: { actor: 'admin', money: everyPhase('release') },
  /** The sweep, CARD_CAPTURE_DELAY_HOURS after completion. */
  capture: { actor: 'system', money: everyPhase('capture-full') },
} as const satisfies Record<string, BookingRule>;
export type BookingAction = keyof typeof BOOKING_RULES;

const HOUR_MS = 3_600_000;

/** A booked game's times on its venue's clock. */
export interface BookingClock {
  startsAt: Date;
  endsAt: Date;
  freeUntilHours: number;
}

export function bookingClock(job: {
  jobDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  freeUntilHours: number;
}): BookingClock {
  const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
  const endsAt = new Date(startsAt.getTime() + durationMinutes(job.startTime, job.endTime) * 60_000);
  return { startsAt, endsAt, freeUntilHours: job.freeUntilHours };
}

export function bookingPhase(clock: BookingClock, now: Date): BookingPhase {
  const t = now.getTime();
  if (t >= clock.endsAt.getTime()) return 'after-end';
  if (t >= clock.startsAt.getTime()) return 'after-start';
  if (t >= clock.startsAt.getTime() - clock.freeUntilHours * HOUR_MS) return 'inside-free-window';
  return 'before-free-window';
}

/** The action's effect at this phase, or null when the table refuses it then. */
export const bookingEffect = (action: BookingAction, phase: BookingPhase): HoldEffect | null =>
  (BOOKING_RULES[action].money as Partial<Record<BookingPhase, HoldEffect>>)[phase] ?? null;

/** Why the team cannot cancel once the game has started, and what it can do instead. */
export const CANCEL_AFTER_START_MESSAGE =
  'This game has started, so it can no longer be cancelled: mark it complete, report a no-show, or propose a new time.';
export const WITHDRAW_AFTER_START_MESSAGE =
  "This game has started, so you can no longer withdraw from it. Message the team if you can't be there.";

/** What a guarantee's sweep should do now, read from the booking's recorded outcome. */
export type GuaranteeStep = 'wait' | 'place-hold' | 'capture-full' | 'capture-fee' | 'release';

export interface GuaranteeState {
  holdStatus: 'scheduled' | 'held' | 'failed' | 'disputed';
  /** The hold's time to be placed has come. */
  holdDue: boolean;
  jobStatus: JobStatus;
  /** The guarantee was made for the helper the job is (or, cancelled, was last) booked on. */
  forBookedHelper: boolean;
  completedAt: Date | null;
  cancellationFeeCents: number;
  noShow: { status: NoShowStatus; contestBy: Date } | null;
}

/**
 * The one reading of a booking's outcome into money. A no-show keeps the hold while it can still be
 * contested or waits on an admin; overturned, the job is completed and paid at once; upheld or
 * lapsed, it is released. A cancellation that owes the helper a fee captures it; any other end of the
 * booking releases. A completed game is captured once the team's dispute window has passed.
 */
export function guaranteeStep(state: GuaranteeState, now: Date): GuaranteeStep {
  if (state.holdStatus === 'disputed') return 'wait';
  const placeFirst = (step: GuaranteeStep): GuaranteeStep =>
    state.holdStatus === 'scheduled' ? 'place-hold' : state.holdStatus === 'failed' ? 'wait' : step;
  const { noShow } = state;
  if (noShow && state.forBookedHelper) {
    if (noShow.status === 'contested') return 'wait';
    if (noShow.status === 'reported' && noShow.contestBy > now) return 'wait';
    if (noShow.status === 'overturned' && state.jobStatus === 'completed') return placeFirst('capture-full');
    if (noShow.status !== 'overturned') return 'release';
  }
  const ended = state.jobStatus === 'open' || state.jobStatus === 'cancelled' || !state.forBookedHelper;
  if (ended) {
    const feeOwed =
      state.jobStatus === 'cancelled' && state.forBookedHelper && state.cancellationFeeCents > 0;
    // A fee is charged on the saved card even when the hold was not placed yet; a refused card is released.
    return feeOwed && state.holdStatus !== 'failed' ? 'capture-fee' : 'release';
  }
  if (state.holdStatus === 'scheduled') return state.holdDue ? 'place-hold' : 'wait';
  if (state.holdStatus === 'held' && state.jobStatus === 'completed' && state.completedAt) {
    const capturable = state.completedAt.getTime() + CARD_CAPTURE_DELAY_HOURS * HOUR_MS <= now.getTime();
    return capturable ? 'capture-full' : 'wait';
  }
  return 'wait';
}

/** Whether a game has started or ended at `now`, as the job's buttons read it (JobForRules). */
export function startedOrEnded(
  job: { jobDate: string; startTime: string; endTime: string; timeZone: string },
  now: Date,
): 'started' | 'ended' | null {
  const phase = bookingPhase(bookingClock({ ...job, freeUntilHours: 0 }), now);
  return phase === 'after-end' ? 'ended' : phase === 'after-start' ? 'started' : null;
}
