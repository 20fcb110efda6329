import {
  bookingClock,
  bookingEffect,
  bookingPhase,
  CANCEL_AFTER_START_MESSAGE,
  WITHDRAW_AFTER_START_MESSAGE,
  type BookingAction,
  type BookingPhase,
  type HoldEffect,
} from '@sideline/shared';
import { conflict } from './errors.js';

interface BookedJob {
  jobDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  cancelFreeUntilHours: number;
}

/** Where a booked game stands now on its venue's clock. */
export const phaseOf = (job: BookedJob, now: Date): BookingPhase =>
  bookingPhase(bookingClock({ ...job, freeUntilHours: job.cancelFreeUntilHours }), now);

const AFTER_START: Partial<Record<BookingAction, string>> = {
  cancel: CANCEL_AFTER_START_MESSAGE,
  withdrawBooking: WITHDRAW_AFTER_START_MESSAGE,
  reopen: 'This game has already started.',
  reschedule: 'This game has ended: mark it complete or report a no-show.',
};

/**
 * The booking table's word on `action` at this instant (BOOKING_RULES): its effect on the guarantee,
 * or a 409 that says why not now. Called on the job's locked row, so the clock is read once per change.
 */
export function requireBookingEffect(job: BookedJob, action: BookingAction, now: Date): HoldEffect {
  const phase = phaseOf(job, now);
  const effect = bookingEffect(action, phase);
  if (effect) return effect;
  if (phase === 'after-start' || phase === 'after-end')
    throw conflict(AFTER_START[action] ?? 'This game has already started.', 'game_started');
  throw conflict(
    action === 'reportNoShow'
      ? "A no-show can be reported once the game's start time has passed."
      : "This can be done once the game's start time has passed.",
    'game_not_started',
  );
}
