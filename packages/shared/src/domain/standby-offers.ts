/**
 * Standby offers (issue 55, decision 0051): with the team's opt-in, when a booking ends early the
 * job is offered to its standby applicants one at a time, best ranked first, each with a deadline.
 */

const MINUTE = 60_000;

/** How long a helper has to accept an offer when the game is far off. */
export const STANDBY_OFFER_WINDOW_MS = 2 * 60 * MINUTE;
/** Shorter deadlines are not offered: nobody can answer and travel in less. */
export const STANDBY_OFFER_MIN_MS = 10 * MINUTE;
/**
 * Near the game the deadline shrinks to a third of the time left before the start, so the next
 * helpers in rank still get their turn: a game 3 hours away gives each helper 1 hour.
 */
export const STANDBY_OFFER_SHARE_OF_TIME_LEFT = 1 / 3;

/** The deadline of an offer made at `now` for a game starting at `startsAt`; null: too late to offer. */
export function standbyOfferDeadline(now: Date, startsAt: Date): Date | null {
  const left = startsAt.getTime() - now.getTime();
  const span = Math.min(STANDBY_OFFER_WINDOW_MS, Math.floor(left * STANDBY_OFFER_SHARE_OF_TIME_LEFT));
  if (span < STANDBY_OFFER_MIN_MS) return null;
  return new Date(now.getTime() + span);
}

/** The spec has no words for this; the job page's existing "Open to Standby Applicants" sets them. */
export const STANDBY_MESSAGES = {
  settingLabel: 'Offer to Standby Applicants automatically',
  settingHint:
    'If your helper drops out or misses the reconfirmation, we offer the job to your next best available applicant, one at a time, each with a deadline to accept.',
  notFound: 'Offer not found.',
  notYours: 'This offer was made to another helper.',
  expired: 'This offer has expired. The job was offered to the next helper.',
  closed: 'This offer is no longer open.',
  accepted: 'You are booked for this game.',
  declined: 'Offer declined. The team will offer it to the next helper.',
} as const;
