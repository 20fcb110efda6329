/**
 * A fair application window (decision 25, record 0046): a new job gathers applications before the
 * team may book anyone, then the team sees them ranked by a stated formula and can still pick any
 * of them. Applications that arrive after the window are listed first come, first served.
 */
import { reliabilityFigure } from './reliability.js';

/** How long a new job gathers applications, at most. */
export const APPLICATION_WINDOW_MINUTES = 120;
/** A game nearer than this shortens the window to this share of the time left. */
export const APPLICATION_WINDOW_SHARE = 0.25;

const MINUTE_MS = 60_000;

/**
 * When a job posted at `postedAt` for a game starting at `startsAt` stops gathering: after
 * `windowMinutes` (the configured length, 0 for none), or after a quarter of the time left before
 * the game when that is sooner. A game already started gets no window.
 */
export function applicationWindowEndsAt(
  postedAt: Date,
  startsAt: Date,
  windowMinutes: number = APPLICATION_WINDOW_MINUTES,
): Date {
  const untilStart = Math.max(0, startsAt.getTime() - postedAt.getTime());
  const length = Math.min(windowMinutes * MINUTE_MS, untilStart * APPLICATION_WINDOW_SHARE);
  // Whole minutes: the page shows a clock time, and the server must refuse exactly until it.
  return new Date(postedAt.getTime() + Math.floor(length / MINUTE_MS) * MINUTE_MS);
}

export const applicationWindowOpen = (endsAt: Date, now: Date): boolean => now.getTime() < endsAt.getTime();

/** The ranking's weights, out of 100: shown to teams word for word (RANKING_FORMULA). */
export const RANKING_WEIGHTS = { rating: 40, reliability: 30, distance: 20, rate: 10 } as const;
/** Helpers farther than this from the venue score nothing for distance. */
export const RANKING_DISTANCE_MILES = 50;
/** A proposed rate this share above the offered one scores nothing for rate. */
export const RANKING_RATE_SPREAD = 0.5;
/** What a helper with no reviews yet, or no booking whose outcome is known, counts as. */
export const NEW_HELPER_RATING = 4;
export const NEW_HELPER_RELIABILITY = 0.9;

export const RANKING_FORMULA =
  `Ranked out of 100: rating ${RANKING_WEIGHTS.rating} (stars out of 5; no reviews yet counts as ` +
  `${NEW_HELPER_RATING}), reliability ${RANKING_WEIGHTS.reliability} (games kept of games booked; ` +
  `new helpers count as ${NEW_HELPER_RELIABILITY * 100}%), distance ${RANKING_WEIGHTS.distance} ` +
  `(full at the venue, none from ${RANKING_DISTANCE_MILES} miles) and rate ${RANKING_WEIGHTS.rate} ` +
  `(full at or below the offered rate, none from ${(1 + RANKING_RATE_SPREAD) * 100}% of it). ` +
  `Applicants whose availability fits the game are placed before those it does not fit.`;

export interface RankingInput {
  avgRating: number;
  totalReviews: number;
  reliability?: { booked: number; noShows: number; lateCancels: number } | undefined;
  /** Miles from the helper's ZIP to the venue; null when either is unknown (counts as halfway). */
  distanceMiles: number | null;
  proposedRateCents: number;
  offeredRateCents: number;
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/** One applicant's score out of 100, to one decimal. */
export function applicantScore(input: RankingInput): number {
  const rating = input.totalReviews > 0 ? input.avgRating : NEW_HELPER_RATING;
  const counts = input.reliability;
  const figure = counts ? reliabilityFigure(counts.booked, counts.noShows + counts.lateCancels) : null;
  const reliable = figure?.kind === 'rated' ? figure.reliable / figure.of : NEW_HELPER_RELIABILITY;
  const distance =
    input.distanceMiles === null ? 0.5 : 1 - clamp01(input.distanceMiles / RANKING_DISTANCE_MILES);
  const over =
    (input.proposedRateCents - input.offeredRateCents) / (input.offeredRateCents * RANKING_RATE_SPREAD || 1);
  const rate = 1 - clamp01(over);
  const score =
    RANKING_WEIGHTS.rating * clamp01(rating / 5) +
    RANKING_WEIGHTS.reliability * reliable +
    RANKING_WEIGHTS.distance * distance +
    RANKING_WEIGHTS.rate * rate;
  return Math.round(score * 10) / 10;
}

export interface Rankable {
  id: number;
  jobId: number;
  createdAt: string;
  score: number;
  /** Whether the game fits the helper's availability (issue 55): those it fits are placed first. */
  available?: boolean;
  job: { applicationWindowEndsAt: string };
}

/** Where an application stands: its place among those gathered in the window, or null when it came after. */
export interface Placing {
  place: number | null;
  of: number;
}

/**
 * The team's order: per job (jobs in the order they first appear), while the window is open and
 * for late arrivals by arrival; once closed, the applications gathered in it come first, best
 * score first (ties by arrival), each with its place.
 */
export function rankApplications<T extends Rankable>(
  list: readonly T[],
  now: Date,
): Array<T & { placing: Placing | null }> {
  const byJob = new Map<number, T[]>();
  for (const item of list) {
    const group = byJob.get(item.jobId);
    if (group) group.push(item);
    else byJob.set(item.jobId, [item]);
  }
  const arrival = (a: T, b: T) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
  const out: Array<T & { placing: Placing | null }> = [];
  for (const group of byJob.values()) {
    const endsAt = new Date(group[0]!.job.applicationWindowEndsAt);
    if (applicationWindowOpen(endsAt, now)) {
      out.push(...[...group].sort(arrival).map((item) => ({ ...item, placing: null })));
      continue;
    }
    const gathered = group.filter((a) => Date.parse(a.createdAt) < endsAt.getTime());
    const late = group.filter((a) => Date.parse(a.createdAt) >= endsAt.getTime()).sort(arrival);
    const fitsFirst = (a: T, b: T) => Number(b.available !== false) - Number(a.available !== false);
    gathered.sort((a, b) => fitsFirst(a, b) || b.score - a.score || arrival(a, b));
    out.push(...gathered.map((item, i) => ({ ...item, placing: { place: i + 1, of: gathered.length } })));
    out.push(...late.map((item) => ({ ...item, placing: { place: null, of: gathered.length } })));
  }
  return out;
}
