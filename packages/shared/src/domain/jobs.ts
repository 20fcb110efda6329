import { PLATFORM_FEE_PERCENT } from '../constants.js';

/** 'rescheduling': a booked game's team has asked its helper to move it (decision 0045). */
export const JOB_STATUSES = ['open', 'assigned', 'rescheduling', 'completed', 'paid', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A helper is booked: the game stands, and while it waits on a new time it stands as it is (0045). */
export const BOOKED_STATUSES = ['assigned', 'rescheduling'] as const satisfies readonly JobStatus[];
export const isBooked = (status: string): boolean => (BOOKED_STATUSES as readonly string[]).includes(status);
/** The owner pays (or has paid) the booked helper, so may see where to send it (their Venmo handle). */
export const PAYEE_STATUSES = [
  ...BOOKED_STATUSES,
  'completed',
  'paid',
] as const satisfies readonly JobStatus[];
export const isPayee = (status: string): boolean => (PAYEE_STATUSES as readonly string[]).includes(status);
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
export const totalPayCents = (minutes: number, hourlyRateCents: number): number =>
  Math.round((minutes * hourlyRateCents) / 60);

/** The platform's 10% fee on card payments, and what the team pays in all. */
export const platformFeeCents = (payCents: number): number =>
  Math.round((payCents * PLATFORM_FEE_PERCENT) / 100);
export const totalWithFeeCents = (payCents: number): number => payCents + platformFeeCents(payCents);

/** A job's time on the clock, as minutes since the epoch day of its date (for overlap checks). */
export function jobInterval(job: {
  jobDate: string;
  startTime: string;
  durationMinutes: number;
}): [number, number] {
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

/** Per zone: its date formatter, and the last minute asked about with that minute's date. */
const zoneDays = new Map<string, { formatter: Intl.DateTimeFormat; minute: number; day: string }>();

/** What "today" is for one game: the date at its venue. */
export type VenueToday = (job: { timeZone: string }) => string;

/** A game's "today": the date at its venue, which is what its game date means. */
export const venueToday = (job: { timeZone: string }, now: Date = new Date()): string =>
  todayIn(job.timeZone, now);

/** Today's date (YYYY-MM-DD) in a zone (a venue's, a user's): game dates are local calendar dates. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // Every search and list asks, and formatting costs microseconds: a formatter is built once per
  // zone and its answer kept for the minute. Zones' offsets are whole minutes, so midnight is on a
  // minute's boundary and the date never changes inside one.
  const minute = Math.floor(now.getTime() / 60_000);
  let zone = zoneDays.get(timeZone);
  if (!zone) {
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zone = { formatter, minute: Number.NaN, day: '' };
    zoneDays.set(timeZone, zone);
  }
  if (zone.minute !== minute) {
    zone.day = zone.formatter.format(now);
    zone.minute = minute;
  }
  return zone.day;
}

/**
 * The earliest date it is anywhere on Earth (UTC-12): no venue's "today" is before it, so a list of
 * games not yet played can narrow by date on an index before reading each game in its own zone.
 */
export const earliestToday = (now: Date = new Date()): string => todayIn('Etc/GMT+12', now);

/** Who is looking at a job, as the spec's button table distinguishes them. */
export type JobViewer =
  | 'signed-out'
  | 'owner'
  | 'assigned-helper'
  | 'applicant'
  /** Signed in, not the owner, has not applied (any role: the page explains why a team can't apply). */
  | 'visitor';

/**
 * The job state machine: every state change a user can ask for, the job statuses it is allowed
 * from, and who may ask. The server's conditional updates and `jobActionsFor` (the buttons) both
 * read this table, so a button never offers what the server refuses. Anything else answers 409
 * naming the job's current status (DESIGN decision 14).
 */
export const JOB_TRANSITIONS = {
  /** Any helper account (not the owner) sends an application. */
  apply: { from: ['open'], to: null, actor: 'helper', verb: 'apply to' },
  /** The applicant takes back a pending application. */
  withdraw: { from: ['open'], to: null, actor: 'applicant', verb: 'withdraw from' },
  /** Accepting a pending application assigns the job (and rejects the other pending ones). */
  accept: { from: ['open'], to: 'assigned', actor: 'owner', verb: 'accept an application to' },
  reject: { from: ['open'], to: null, actor: 'owner', verb: 'reject an application to' },
  edit: { from: ['open'], to: null, actor: 'owner', verb: 'edit' },
  cancel: { from: ['open', 'assigned', 'rescheduling'], to: 'cancelled', actor: 'owner', verb: 'cancel' },
  /** Also refused before the game date (a rule of its own, checked with the same update). */
  complete: { from: ['assigned'], to: 'completed', actor: 'owner', verb: 'complete' },
  /**
   * Drops a booked helper who missed the 12-hour reconfirmation and puts the job back up, with the
   * applicants the accept had turned away pending again (a rule of its own, checked in the same
   * transaction; the job page's confirmation panel offers it, not the button table).
   */
  reopen: { from: ['assigned'], to: 'open', actor: 'owner', verb: 'reopen' },
  /**
   * The team says its booked helper did not come: the job is cancelled and a no-show report starts
   * (decision 0042). Refused before the game's start (a rule of its own, in the same update); the
   * job page's no-show panel offers it, not the button table.
   */
  reportNoShow: { from: ['assigned'], to: 'cancelled', actor: 'owner', verb: 'report a no-show for' },
  /**
   * A rained-out game: the team proposes a new date and time and the booked helper is asked first
   * (decision 0045). The job keeps its old time until the helper answers.
   */
  reschedule: { from: ['assigned'], to: 'rescheduling', actor: 'owner', verb: 'reschedule' },
  /** The team takes its proposal back: the game stays booked at its old time. */
  withdrawReschedule: {
    from: ['rescheduling'],
    to: 'assigned',
    actor: 'owner',
    verb: 'take back the new time of',
  },
  /** The booked helper takes the new time: still booked, at the proposal's date and times. */
  acceptReschedule: {
    from: ['rescheduling'],
    to: 'assigned',
    actor: 'assigned-helper',
    verb: 'accept the new time of',
  },
  /**
   * The booked helper can't make the new time: the job moves to it anyway and is open again, with
   * the applicants the accept had turned away pending again (as a reopen does).
   */
  declineReschedule: {
    from: ['rescheduling'],
    to: 'open',
    actor: 'assigned-helper',
    verb: 'decline the new time of',
  },
} as const satisfies Record<
  string,
  {
    from: readonly JobStatus[];
    to: JobStatus | null;
    actor: 'owner' | 'helper' | 'applicant' | 'assigned-helper';
    verb: string;
  }
>;
export type JobTransition = keyof typeof JOB_TRANSITIONS;
export const JOB_TRANSITION_NAMES = Object.keys(JOB_TRANSITIONS) as JobTransition[];

/** The statuses `action` is allowed from, as a plain list for SQL `in (...)`. */
export const allowedFrom = (action: JobTransition): JobStatus[] => [...JOB_TRANSITIONS[action].from];
export const canTransition = (action: JobTransition, status: JobStatus): boolean =>
  (JOB_TRANSITIONS[action].from as readonly JobStatus[]).includes(status);
/** The 409's message: "Can't cancel this job: it is completed." */
export const transitionRefusal = (action: JobTransition, status: JobStatus): string =>
  `Can't ${JOB_TRANSITIONS[action].verb} this job: it is ${status}.`;

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
  | 'edit'
  | 'reschedule'
  /** The booked helper's "I can't make it" (BOOKING_RULES.withdrawBooking): before the start only. */
  | 'withdraw-booking';

export interface JobForRules {
  status: JobStatus;
  jobDate: string;
  /**
   * Where a booked game stands on its venue's clock (BOOKING_RULES): once it has started the team
   * cannot cancel, and once it has ended it cannot be moved. Left out, only the status decides.
   */
  startedOrEnded?: 'started' | 'ended' | null;
}

/**
 * The spec's button table, plus the owner's cancel and edit. Buttons that change the job come from
 * JOB_TRANSITIONS; the rest (chat, review, payment info) only depend on who looks and the status.
 */
export function jobActionsFor(job: JobForRules, viewer: JobViewer): JobAction[] {
  const { status } = job;
  const can = (action: JobTransition) => canTransition(action, status);
  switch (viewer) {
    case 'owner': {
      const actions: JobAction[] = [];
      if (can('accept')) actions.push('manage-applications');
      if (can('complete')) actions.push('mark-complete', 'message-helper');
      // Waiting on the helper's answer to a new time: still booked, so still one message away.
      else if (status === 'rescheduling') actions.push('message-helper');
      if (status === 'completed') actions.push('view-payment-info', 'leave-review');
      if (status === 'paid') actions.push('leave-review');
      if (can('edit')) actions.push('edit');
      // A rained-out game can be moved rather than cancelled: offered first.
      const booked = isBooked(status);
      if (can('reschedule') && job.startedOrEnded !== 'ended') actions.push('reschedule');
      if (can('cancel') && !(booked && job.startedOrEnded)) actions.push('cancel');
      return actions;
    }
    case 'assigned-helper':
      // The server takes a withdrawal from a booked game only (not one waiting on a new time).
      if (status === 'assigned' && !job.startedOrEnded) return ['contact-team', 'withdraw-booking'];
      if (isBooked(status)) return ['contact-team'];
      if (status === 'completed' || status === 'paid') return ['leave-review'];
      return [];
    case 'applicant':
      return can('apply') ? ['already-applied', 'chat'] : [];
    case 'visitor':
    case 'signed-out':
      return can('apply') ? ['apply', 'start-chat'] : [];
  }
}

/** Completion is refused before the game's date. */
export const isGameDayReached = (jobDate: string, today: string): boolean => jobDate <= today;
