/**
 * Reliability, both ways (issue 38, decision record 0042): what a booking's outcome says about the
 * helper and the team. Pure rules, read by the server's counts and the screens' wording alike.
 */

/** A booked party backing out this close to the start (venue time) is a late cancellation. */
export const LATE_CANCEL_HOURS = 24;
/** The helper has this long after the team's report to contest a no-show. */
export const NO_SHOW_CONTEST_HOURS = 48;
/** A team pays on time when its payment is made (or reported) within this long of completing the job. */
export const PAID_ON_TIME_HOURS = 48;

const HOUR_MS = 3_600_000;

/** Whether backing out at `at` of a game starting at `startsAt` is late. */
export const isLateCancellation = (startsAt: Date, at: Date): boolean =>
  startsAt.getTime() - at.getTime() < LATE_CANCEL_HOURS * HOUR_MS;

/** When the helper's chance to contest a no-show reported at `reportedAt` ends. */
export const contestDeadline = (reportedAt: Date): Date =>
  new Date(reportedAt.getTime() + NO_SHOW_CONTEST_HOURS * HOUR_MS);

export const NO_SHOW_STATUSES = ['reported', 'contested', 'upheld', 'overturned'] as const;
export type NoShowStatus = (typeof NO_SHOW_STATUSES)[number];

/**
 * A reported no-show counts against the helper once it is settled against them: left uncontested
 * past the deadline, or upheld by an admin. A contested one waits for the admin; overturned never counts.
 */
export const noShowCounts = (status: NoShowStatus, contestBy: Date, now: Date): boolean =>
  status === 'upheld' || (status === 'reported' && contestBy <= now);

export interface ReliabilityCounts {
  /** Bookings whose outcome is known: each is in exactly one of the other counts or is reliable. */
  booked: number;
  completed: number;
  noShows: number;
  lateCancels: number;
}

export type ReliabilityFigure =
  { kind: 'new' } | { kind: 'rated'; reliable: number; of: number; percent: number };

/**
 * The one figure shown for a helper or a team: "Reliable: 49 of 50 games", or "New" with no booking
 * whose outcome is known yet. `unreliable` is everything that went wrong (no-shows, late
 * cancellations, late payments); it never exceeds `booked`.
 */
export function reliabilityFigure(booked: number, unreliable: number): ReliabilityFigure {
  if (booked <= 0) return { kind: 'new' };
  const reliable = Math.max(0, booked - Math.min(unreliable, booked));
  return { kind: 'rated', reliable, of: booked, percent: Math.round((reliable / booked) * 100) };
}

export const reliabilityLabel = (figure: ReliabilityFigure): string =>
  figure.kind === 'new'
    ? 'New'
    : `Reliable: ${figure.reliable} of ${figure.of} ${figure.of === 1 ? 'game' : 'games'}`;
