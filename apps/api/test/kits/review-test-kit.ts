import { eq } from 'drizzle-orm';
import type { JobStatus } from '@sideline/shared';
import { helperProfiles, jobs, teamProfiles, users } from '../../src/db/schema/index.js';
import { createSession, SESSION_COOKIE } from '../../src/plugins/session.js';
import { call, type TestApp } from '../test-app.js';

/** Shared by the review test files; not a test itself. */

export interface Person {
  id: number;
  cookie: string;
  firstName: string;
  lastName: string;
  teamId: number | null;
  teamName: string | null;
  helperId: number | null;
}

let counter = 0;

/**
 * A signed-in user with the profiles their role implies, inserted directly (dozens of sign-ups
 * would only measure password hashing); the session is a real one, so every call goes through auth.
 */
export async function person(
  t: TestApp,
  role: 'team' | 'helper' | 'both',
  names: { firstName?: string; lastName?: string; teamName?: string } = {},
): Promise<Person> {
  counter += 1;
  const tag = `${process.pid}-${counter}-${Math.floor(Math.random() * 1e6)}`;
  const firstName = names.firstName ?? 'Casey';
  const lastName = names.lastName ?? `Tester${counter}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `rv-${tag}@example.com`,
      username: `rv-${tag}`,
      passwordHash: 'x',
      firstName,
      lastName,
      zipCode: '33602',
      role,
      referralCode: `RV${tag}`,
      venmoUsername: role === 'helper' ? null : '@tides',
    })
    .returning({ id: users.id });
  const id = user!.id;
  let teamId: number | null = null;
  let teamName: string | null = null;
  let helperId: number | null = null;
  if (role !== 'helper') {
    teamName = names.teamName ?? `Tampa Tides ${counter}`;
    const [team] = await t.database.db
      .insert(teamProfiles)
      .values({ userId: id, teamName, sportTypes: ['baseball'] })
      .returning({ id: teamProfiles.id });
    teamId = team!.id;
  }
  if (role !== 'team') {
    const [helper] = await t.database.db
      .insert(helperProfiles)
      .values({ userId: id, isScorekeeper: true })
      .returning({ id: helperProfiles.id });
    helperId = helper!.id;
  }
  const { token } = await createSession(t.database.db, id);
  return { id, cookie: `${SESSION_COOKIE}=${token}`, firstName, lastName, teamId, teamName, helperId };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A job of `team` worked by `helper`, in `status` (completed by default), completed `daysAgo` days
 * ago. Time is controlled through completedAt: tests never sleep.
 */
export async function job(
  t: TestApp,
  team: Person,
  helper: Person | null,
  options: { status?: JobStatus; daysAgo?: number } = {},
): Promise<number> {
  const status = options.status ?? 'completed';
  const done = status === 'completed' || status === 'paid';
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      teamId: team.teamId!,
      helperId: helper?.helperId ?? null,
      title: `Scorekeeper for 12U ${++counter}`,
      description: 'Keep the GameChanger book for both games of the doubleheader.',
      jobType: 'scorekeeper',
      jobDate: '2026-03-07',
      startTime: '09:00',
      endTime: '11:00',
      durationMinutes: 120,
      hourlyRateCents: 3000,
      totalPayCents: 6000,
      location: 'Ed Radice Sports Complex, Tampa, FL',
      zipCode: '33602',
      status,
      completedAt: done ? new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS) : null,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Moves a job's completion `daysAgo` days into the past (15 closes the 14-day window). */
export async function completedDaysAgo(t: TestApp, jobId: number, daysAgo: number): Promise<void> {
  await t.database.db
    .update(jobs)
    .set({ completedAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(jobs.id, jobId));
}

export function review(
  t: TestApp,
  reviewer: Person,
  jobId: number,
  reviewee: Person,
  rating = 5,
  extra: Record<string, unknown> = {},
) {
  return call(t.app, 'POST', '/api/reviews', reviewer.cookie, {
    jobId,
    reviewerId: reviewer.id,
    revieweeId: reviewee.id,
    rating,
    comment: 'Great to work with.',
    ...extra,
  });
}

export const listAbout = (t: TestApp, userId: number, viewer?: Person, query = '') =>
  call(t.app, 'GET', `/api/reviews/reviewee/${userId}${query}`, viewer?.cookie);

export const stateOf = (t: TestApp, jobId: number, viewer: Person) =>
  call(t.app, 'GET', `/api/reviews/job/${jobId}`, viewer.cookie);
