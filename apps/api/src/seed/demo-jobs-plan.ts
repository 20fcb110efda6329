/**
 * Turns the demo job data into rows for a given day: dates, durations, pay, and who applied. Pure and
 * deterministic, so a test can replay it for every weekday and the seed can never double-book a helper.
 */
import { durationMinutes, jobsOverlap, totalPayCents, type ApplicationStatus } from '@sideline/shared';
import type { JobStatus, JobType } from '@sideline/shared';
import { DEMO_HELPERS } from './demo-helpers.js';
import { DEMO_TEAMS } from './demo-teams.js';
import {
  DEMO_ACCOUNT_TEAM_JOBS,
  DEMO_APPLICATION_MESSAGES,
  HELPER_SKILLS,
  slotDate,
  type JobSpec,
} from './demo-jobs-data.js';
import { EAST_TEAM_JOBS } from './demo-jobs-east.js';
import { FAR_TEAM_JOBS } from './demo-jobs-far.js';
import { WEST_TEAM_JOBS } from './demo-jobs-west.js';

/** `team` and `helper` index DEMO_TEAMS and DEMO_HELPERS. */
export interface PlannedJob {
  team: number;
  helper: number | null;
  title: string;
  description: string;
  jobType: JobType;
  jobDate: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  hourlyRateCents: number;
  totalPayCents: number;
  location: string;
  zipCode: string;
  status: JobStatus;
  cancelReason: string | null;
  completedAt: Date | null;
  /** When the helper was booked: an hour or more after they applied, before now. */
  assignedAt: Date | null;
  createdAt: Date;
}

/** `job` indexes the plan's jobs, `helper` DEMO_HELPERS. */
export interface PlannedApplication {
  job: number;
  helper: number;
  proposedRateCents: number;
  message: string;
  status: ApplicationStatus;
  /** Turned away because another helper was accepted: back to pending if the job is reopened. */
  standby: boolean;
  createdAt: Date;
}

const HOUR = 3_600_000;
/** Applicants ask for the posted rate, or up to $10 more. */
const BUMPS = [0, 500, 1000];

/** A local game time as an instant; Eastern time taken as UTC-5, close enough for seed timestamps. */
const instant = (date: string, time: string) => Date.parse(`${date}T${time}:00-05:00`);
const notAfter = (ms: number, latest: number) => new Date(Math.min(ms, latest));

function indexOf<T>(list: readonly T[], matches: (item: T) => boolean, what: string): number {
  const i = list.findIndex(matches);
  if (i >= 0) return i;
  throw new Error(`demo jobs: no ${what}`);
}
const helperIndex = (firstName: string) =>
  indexOf(DEMO_HELPERS, (h) => h.person.firstName === firstName, `helper named ${firstName}`);

function fail(job: { title: string; jobDate: string }, problem: string): never {
  throw new Error(`demo jobs: "${job.title}" on ${job.jobDate}: ${problem}`);
}

function statusOf(spec: JobSpec): { status: JobStatus; helper: string | null } {
  const set = (['assigned', 'completed', 'paid', 'cancelled'] as const).filter((s) => spec[s] !== undefined);
  if (set.length > 1) throw new Error(`demo jobs: "${spec.title}" is both ${set.join(' and ')}`);
  const status = set[0] ?? 'open';
  return { status, helper: status === 'open' || status === 'cancelled' ? null : spec[status]! };
}

/** Every demo job and application for a seed run on `today` (YYYY-MM-DD, Eastern) at `now`. */
export function planDemoJobs(
  today: string,
  now: Date,
): { jobs: PlannedJob[]; applications: PlannedApplication[] } {
  const groups = [...DEMO_ACCOUNT_TEAM_JOBS, ...EAST_TEAM_JOBS, ...WEST_TEAM_JOBS, ...FAR_TEAM_JOBS];
  const specs = groups.flatMap((group) => {
    const team = indexOf(DEMO_TEAMS, (t) => t.teamName.startsWith(group.team), `team ${group.team}`);
    return group.jobs.map((spec) => ({ spec, team, location: spec.at ?? group.venue }));
  });

  const jobs = specs.map(({ spec, team, location }, i): PlannedJob => {
    const [startTime = '', endTime = ''] = spec.on.time.split('-');
    const minutes = durationMinutes(startTime, endTime);
    const { status, helper } = statusOf(spec);
    const job = { title: spec.title, jobDate: slotDate(spec.on, today) };
    if (minutes < 90 || minutes > 240) fail(job, `${minutes} minutes is not 1.5 to 4 hours`);
    if (spec.rate < (spec.type === 'full-service' ? 3500 : 2500) || spec.rate > 4500) fail(job, 'rate');
    if ((status === 'open' || status === 'assigned') !== job.jobDate >= today)
      fail(job, `${status} on that date`);
    const start = instant(job.jobDate, startTime);
    return {
      ...job,
      team,
      helper: helper === null ? null : helperIndex(helper),
      description: spec.description,
      jobType: spec.type,
      startTime,
      endTime,
      durationMinutes: minutes,
      hourlyRateCents: spec.rate,
      totalPayCents: totalPayCents(minutes, spec.rate),
      location,
      zipCode: DEMO_TEAMS[team]!.owner.zipCode,
      status,
      cancelReason: spec.cancelled ?? null,
      completedAt: helper && status !== 'assigned' ? notAfter(start + (minutes + 60) * 60_000, +now) : null,
      assignedAt: null,
      // Posted 4 to 12 days before the game, or a few hours ago for games further out.
      createdAt: notAfter(start - (4 + (i % 9)) * 24 * HOUR, +now - ((i % 7) + 1) * HOUR),
    };
  });

  // Each helper's booked jobs: checked for overlaps, and kept clear of their pending applications.
  const booked = new Map<number, PlannedJob[]>();
  for (const job of jobs) {
    if (job.helper === null) continue;
    const { person } = DEMO_HELPERS[job.helper]!;
    if (!HELPER_SKILLS[job.jobType](DEMO_HELPERS[job.helper]!)) fail(job, `${person.firstName} can't do it`);
    const mine = booked.get(job.helper) ?? [];
    if (mine.some((other) => jobsOverlap(other, job))) fail(job, `${person.firstName} is double-booked`);
    booked.set(job.helper, [...mine, job]);
  }

  const applications: PlannedApplication[] = [];
  const load = new Map<number, number>();
  jobs.forEach((job, j) => {
    const { spec } = specs[j]!;
    const owner = DEMO_TEAMS[job.team]!.owner;
    const applied = new Set<number>();
    const apply = (helper: number, status: ApplicationStatus) => {
      const bump = BUMPS[(j + helper) % BUMPS.length]!;
      const messages = DEMO_APPLICATION_MESSAGES[job.jobType];
      applied.add(helper);
      load.set(helper, (load.get(helper) ?? 0) + 1);
      applications.push({
        job: j,
        helper,
        proposedRateCents:
          status === 'accepted'
            ? job.hourlyRateCents
            : Math.max(DEMO_HELPERS[helper]!.hourlyRateMinCents, job.hourlyRateCents + bump),
        message: messages[(j + helper) % messages.length]!,
        status,
        standby: status === 'rejected' && job.helper !== null,
        // A few hours after the job was posted, a few minutes apart if that would be the future.
        createdAt: notAfter(
          job.createdAt.getTime() + (applied.size * 5 + (helper % 4)) * HOUR,
          +now - applied.size * 420_000,
        ),
      });
    };
    /** Who could have applied: the right skills, a rate within $10, not the team's own coach, free then. */
    const candidates = (forPending: boolean) =>
      DEMO_HELPERS.map((helper, i) => ({ helper, i }))
        .filter(({ helper, i }) => {
          const { person } = helper;
          if (applied.has(i) || !HELPER_SKILLS[job.jobType](helper)) return false;
          if (helper.hourlyRateMinCents > job.hourlyRateCents + 1000) return false;
          if (person.firstName === owner.firstName && person.lastName === owner.lastName) return false;
          return !forPending || !(booked.get(i) ?? []).some((other) => jobsOverlap(other, job));
        })
        // Nearby helpers (same ZIP area) and those with fewer applications first, rotating per job.
        .map(({ helper, i }) => ({
          i,
          key:
            (helper.person.zipCode.slice(0, 3) === job.zipCode.slice(0, 3) ? 0 : 10) +
            ((i + 7 * j) % 24) +
            6 * (load.get(i) ?? 0),
        }))
        .sort((a, b) => a.key - b.key)
        .map(({ i }) => i);
    const pick = (count: number, status: ApplicationStatus) => {
      const chosen = candidates(status === 'pending').slice(0, count);
      if (chosen.length < count) fail(job, `only ${chosen.length} helpers could apply`);
      for (const helper of chosen) apply(helper, status);
    };

    if (job.helper !== null) apply(job.helper, 'accepted');
    if (spec.pending !== undefined && job.status !== 'open')
      fail(job, 'pending applications on a closed job');
    for (const name of Array.isArray(spec.pending) ? spec.pending : []) {
      if (!candidates(true).includes(helperIndex(name))) fail(job, `${name} can't apply`);
      apply(helperIndex(name), 'pending');
    }
    if (typeof spec.pending === 'number') pick(spec.pending, 'pending');
    if (spec.rejected) pick(spec.rejected, 'rejected');
  });
  // Booked 1 to 6 hours after the helper applied, so the admin's staffing figures have fill times.
  for (const application of applications) {
    if (application.status !== 'accepted') continue;
    const applied = application.createdAt.getTime();
    const booked = notAfter(applied + (1 + (application.job % 6)) * HOUR, +now - 180_000);
    jobs[application.job]!.assignedAt = new Date(Math.max(applied, booked.getTime()));
  }
  return { jobs, applications };
}
