import { PLATFORM_FEE_PERCENT } from '../constants.js';

export const JOB_STATUSES = ['open', 'assigned', 'completed', 'paid', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const MINUTES_PER_DAY = 24 * 60;

/** "HH:MM" to minutes after midnight; null when malformed. */
export function parseTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes from start to end; an end before the start is an overnight game and adds 24 hours. */
export function durationMinutes(startTime: string, endTime: string): number {
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  if (start === null || end === null) return 0;
  return end >= start ? end - start : end + MINUTES_PER_DAY - start;
}

/** Hours, as the spec shows duration (2.5 for 2 h 30 min). */
export const durationHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** Total pay is duration in hours times the hourly rate, in whole cents. */
export const totalPayCents = (minutes: number, hourlyRateCents: number): number => Math.round((minutes * hourlyRateCents) / 60);

/** The platform's 10% fee on card payments, and what the team pays in all. */
export const platformFeeCents = (payCents: number): number => Math.round((payCents * PLATFORM_FEE_PERCENT) / 100);
export const totalWithFeeCents = (payCents: number): number => payCents + platformFeeCents(payCents);

/** A job's time on the clock, as minutes since the epoch day of its date (for overlap checks). */
export function jobInterval(job: { jobDate: string; startTime: string; durationMinutes: number }): [number, number] {
  const day = Math.round(Date.parse(`${job.jobDate}T00:00:00Z`) / 60_000);
  const start = day + (parseTime(job.startTime) ?? 0);
  return [start, start + job.durationMinutes];
}

export function jobsOverlap(
  a: { jobDate: string; startTime: string; durationMinutes: number },
  b: { jobDate: string; startTime: string; durationMinutes: number },
): boolean {
  const [aStart, aEnd] = jobInterval(a);
  const [bStart, bEnd] = jobInterval(b);
  return aStart < bEnd && bStart < aEnd;
}

/** Today's date (YYYY-MM-DD) where the marketplace runs: game dates are local calendar dates. */
export function todayIn(timeZone = 'America/New_York', now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Who is looking at a job, as the spec's button table distinguishes them. */
export type JobViewer =
  | 'signed-out'
  | 'owner'
  | 'assigned-helper'
  | 'applicant'
  /** Signed in, not the owner, has not applied (any role: the page explains why a team can't apply). */
  | 'visitor';

export type JobAction =
  | 'apply'
  | 'start-chat'
  | 'already-applied'
  | 'chat'
  | 'manage-applications'
  | 'mark-complete'
  | 'message-helper'
  | 'view-payment-info'
  | 'leave-review'
  | 'contact-team'
  | 'cancel'
  | 'edit';

export interface JobForRules {
  status: JobStatus;
  jobDate: string;
  hasAcceptedApplication?: boolean;
}

/**
 * The spec's button table, plus the owner's cancel and edit. The job page draws its buttons from this
 * and the server refuses any action this does not list, so the two never disagree.
 */
export function jobActionsFor(job: JobForRules, viewer: JobViewer): JobAction[] {
  const { status } = job;
  switch (viewer) {
    case 'owner': {
      const actions: JobAction[] = [];
      if (status === 'open') actions.push('manage-applications');
      if (status === 'assigned') actions.push('mark-complete', 'message-helper');
      if (status === 'completed') actions.push('view-payment-info', 'leave-review');
      if (status === 'paid') actions.push('leave-review');
      if (status === 'open' && !job.hasAcceptedApplication) actions.push('edit');
      if (status === 'open' || status === 'assigned') actions.push('cancel');
      return actions;
    }
    case 'assigned-helper':
      if (status === 'assigned') return ['contact-team'];
      if (status === 'completed' || status === 'paid') return ['leave-review'];
      return [];
    case 'applicant':
      return status === 'open' ? ['already-applied', 'chat'] : [];
    case 'visitor':
    case 'signed-out':
      return status === 'open' ? ['apply', 'start-chat'] : [];
  }
}

/** Completion is refused before the game's date. */
export const isGameDayReached = (jobDate: string, today: string = todayIn()): boolean => jobDate <= today;
