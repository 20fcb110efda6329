/**
 * Review rules with no I/O: who reviews whom, the 14-day window, when a blind review publishes, and
 * how averages and names are shown. The server decides with these; screens explain with them.
 */
import type { JobStatus } from './jobs.js';

export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 500;
export const RATING_MAX = 5;

/** Which side of a job a reviewee is rated as: a user of role both is rated separately for each. */
export const REVIEWEE_ROLES = ['helper', 'team'] as const;
export type RevieweeRole = (typeof REVIEWEE_ROLES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reviews can be written only for a job that was done. */
export const isReviewableStatus = (status: JobStatus): boolean => status === 'completed' || status === 'paid';

/** The instant the review window closes: 14 days after the job was marked complete. */
export const reviewWindowClosesAt = (completedAt: Date): Date =>
  new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

export const isReviewWindowOpen = (completedAt: Date, now: Date = new Date()): boolean =>
  now.getTime() < reviewWindowClosesAt(completedAt).getTime();

export interface ReviewParties {
  /** The user who owns the job's team. */
  ownerUserId: number;
  /** The user behind the job's assigned helper profile, if any. */
  helperUserId: number | null;
}

/**
 * The reviewer's side and whom they review: the team's owner reviews the helper, the assigned helper
 * reviews the team (the spec: "decided by whether the user owns the job's team"). Null for anyone else.
 */
export function reviewTargetFor(
  job: ReviewParties,
  userId: number,
): { revieweeId: number; revieweeRole: RevieweeRole } | null {
  if (job.helperUserId === null) return null;
  if (userId === job.ownerUserId) return { revieweeId: job.helperUserId, revieweeRole: 'helper' };
  if (userId === job.helperUserId) return { revieweeId: job.ownerUserId, revieweeRole: 'team' };
  return null;
}

/**
 * Blind reviews: a review becomes public once both parties have reviewed the job, or once the window
 * has closed, whichever comes first; until then only its author sees it.
 */
export const isPublishable = (reviewsOnJob: number, windowClosed: boolean): boolean =>
  reviewsOnJob >= 2 || windowClosed;

/** The mean of 1-5 ratings, 0 when there are none (the profile's "no rating"). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
}

/** What a reviewee sees while a review about them is still blind. */
export const blindReviewNotice = (name: string): string => `${name} left you a review; leave yours to see it`;

/** Teams review as their team; helpers by first name and last initial, as on most marketplaces. */
export function reviewerDisplayName(reviewer: {
  firstName: string;
  lastName: string;
  teamName: string | null;
}): string {
  if (reviewer.teamName) return reviewer.teamName;
  const initial = reviewer.lastName.charAt(0);
  return initial ? `${reviewer.firstName} ${initial}.` : reviewer.firstName;
}

/** "March 1, 2026" in a zone: the game's venue's in mail, the reader's own on screen. */
export function formatReviewDate(iso: string | Date, timeZone: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' });
}
