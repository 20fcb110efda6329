import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ApplicationSchema,
  JobDetailSchema,
  todayIn,
  type PostJobWire,
  type RegisterBody,
} from '@sideline/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { jobs } from '../src/db/schema/index.js';
import { call, registerUser } from './test-app.js';

/** YYYY-MM-DD, `days` from today in the marketplace's time zone. */
/** The zone of ZIP 33602 (Tampa), where the tests' jobs are played. */
export const TAMPA = 'America/New_York';

/** An instant on a venue's wall clock, as a job's date and start time ('YYYY-MM-DD', 'HH:MM'). */
export function venueWallClock(at: Date, timeZone: string): { jobDate: string; startTime: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    jobDate: `${part('year')}-${part('month')}-${part('day')}`,
    startTime: `${part('hour')}:${part('minute')}`,
  };
}

export function dayFromToday(days: number): string {
  const base = new Date(`${todayIn(TAMPA)}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + days);
  return base.toISOString().slice(0, 10);
}

const tampaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TAMPA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function tampaTime(at: Date) {
  const part = (type: string) => tampaClock.formatToParts(at).find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * A two-hour game (at the default $30, $60 of pay) starting `hours` after `now` on the Tampa venue's
 * clock: the booking table's phases (decision 24) are read from the start, so tests place games by it.
 */
export function gameStartingIn(hours: number, now: Date = new Date()) {
  const start = tampaTime(new Date(now.getTime() + hours * 3_600_000));
  const end = tampaTime(new Date(now.getTime() + (hours + 2) * 3_600_000));
  return { jobDate: start.date, startTime: start.time, endTime: end.time };
}

/**
 * Moves a booked game to `times` (e.g. `gameStartingIn(-0.5)`, started half an hour ago). A game can't
 * be posted in the past, and one that started minutes ago can sit on yesterday's date at the venue,
 * so a test books it ahead and then moves it, whatever the hour the suite runs at.
 */
export async function moveGame(db: Db, jobId: number, times: ReturnType<typeof gameStartingIn>) {
  await db.update(jobs).set(times).where(eq(jobs.id, jobId));
}

/** A team account whose profile meets the posting prerequisites. */
export async function readyTeam(app: FastifyInstance, overrides: Partial<RegisterBody> = {}) {
  const { user, cookie } = await registerUser(app, { role: 'team', ...overrides });
  const profile = (await call(app, 'GET', `/api/team-profiles/user/${user.id}`)).json();
  const res = await call(app, 'PUT', `/api/team-profiles/${profile.id}`, cookie, {
    teamName: profile.teamName,
    sportTypes: profile.sportTypes,
    teamLocation: 'Tampa, FL',
    hourlyBudget: 30,
    venmoUsername: '@team-pay',
  });
  if (res.statusCode !== 200) throw new Error(`team profile: ${res.body}`);
  return { user, cookie, teamId: profile.id as number };
}

export async function helperAccount(app: FastifyInstance, overrides: Partial<RegisterBody> = {}) {
  const { user, cookie } = await registerUser(app, { role: 'helper', ...overrides });
  const profile = (await call(app, 'GET', `/api/helper-profiles/user/${user.id}`, cookie)).json();
  return { user, cookie, helperId: profile.id as number };
}

/** Answers as they cross HTTP: money in dollars, as the spec's client reads them. */
export type JobWire = z.input<typeof JobDetailSchema>;
export type ApplicationWire = z.input<typeof ApplicationSchema>;

/** A POST /api/jobs body as the spec's client sends it (hourlyRate in dollars). */
export function jobBody(overrides: Partial<PostJobWire> = {}): PostJobWire {
  return {
    title: 'Scorekeeper for 12U doubleheader',
    description: 'Keep the GameChanger book for two games; iPad provided if needed.',
    jobType: 'scorekeeper',
    jobDate: dayFromToday(5),
    startTime: '09:00',
    endTime: '11:30',
    location: 'Ed Radice Sports Complex, Tampa, FL',
    zipCode: '33602',
    hourlyRate: 30,
    ...overrides,
  };
}

export async function postJob(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<PostJobWire> = {},
): Promise<JobWire> {
  const res = await call(app, 'POST', '/api/jobs', cookie, jobBody(overrides));
  if (res.statusCode !== 201) throw new Error(`post job ${res.statusCode}: ${res.body}`);
  // Fails loudly if the answer drifts from the shared schema.
  JobDetailSchema.parse(res.json());
  return res.json();
}

export async function applyTo(app: FastifyInstance, cookie: string, jobId: number, extra: object = {}) {
  const res = await call(app, 'POST', '/api/applications', cookie, { jobId, ...extra });
  if (res.statusCode !== 201) throw new Error(`apply ${res.statusCode}: ${res.body}`);
  ApplicationSchema.parse(res.json());
  return res.json() as ApplicationWire;
}
