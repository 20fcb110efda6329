import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import {
  applications,
  helperProfiles,
  jobs,
  reviews,
  sessions,
  teamFamilyInvitees,
  teamProfiles,
  tournamentGames,
  users,
} from '../../src/db/schema/index.js';
import { hashToken } from '../../src/lib/tokens.js';
import { createSession, SESSION_COOKIE } from '../../src/plugins/session.js';
import { dayFromToday } from '../marketplace.js';
import {
  callValid,
  completeProfile,
  directorAccount,
  getJson,
  nextSerial,
  signUp,
  staffAccount,
  type Actor,
  type Secret,
} from './world-accounts.js';

export { callValid, nextSerial, type Actor, type Secret } from './world-accounts.js';

export interface World {
  app: FastifyInstance;
  /** User A of the team side: owns a team profile, jobs, and a conversation with helperA. */
  teamA: Actor & { teamId: number };
  /** User A of the helper side: owns a helper profile and a pending application to teamA's job. */
  helperA: Actor & { helperId: number };
  /** A tournament director, approved, with a tournament of games (none posted at first). */
  directorA: Actor & { tournamentId: number };
  /** A game of directorA's tournament with no job yet (created when none is left). */
  unpostedGame(): Promise<number>;
  /** An entry of team A's families list (created when none is left). */
  familyInvitee(): Promise<number>;
  /** A helper with no part in A's business: whom the probes' new messages go to. */
  bystander: Actor;
  /** What only A's own answers may hold (emails, Venmo handles, PayPal, private notes), by name. */
  secrets: Secret[];
  /** Counts the world's own writes (new fixtures, restores, sessions), so probes can tell them apart. */
  writes: number;
  /** An open future job of teamA that helperA has not applied to (created when none is left). */
  openJob(): Promise<number>;
  /** The job team A's and helper A's conversation is about. */
  conversationJob: number;
  /** A published review of team A by helper A (team A may reply to it once). */
  reviewOfTeamA: number;
  /** A pending application of helperA to an open job of teamA (created when none is left). */
  pendingApplication(): Promise<number>;
  /** Puts teamA's and helperA's rows back as they were after setup (cases may edit them). */
  restoreActors(): Promise<void>;
  /** Forget cached fixture ids: a request may have used them up (applied, cancelled, accepted). */
  invalidate(): void;
  /** Fixture values already looked up, until invalidate(). */
  cache: Map<string, number | string | number[]>;
  /** A fresh session for `actor` when a case ended its session (log out). */
  reviveSession(actor: Actor): Promise<void>;
  /** Users of every role who have nothing to do with A (the authorization suite's callers). */
  strangers(): Promise<Record<'team' | 'helper' | 'both' | 'admin' | 'tournament-director', Actor>>;
}

export async function createWorld(app: FastifyInstance): Promise<World> {
  const secrets: Secret[] = [];
  const team = await signUp(app, 'team');
  const helper = await signUp(app, 'helper');
  await completeProfile(app, team, secrets, 'team A');
  await completeProfile(app, helper, secrets, 'helper A');
  const teamId = (await getJson(app, `/api/team-profiles/user/${team.id}`)).id;
  const helperId = (await getJson(app, `/api/helper-profiles/user/${helper.id}`, helper)).id;
  const teamA = { ...team, teamId };
  const helperA = { ...helper, helperId };

  let writes = 0;
  const postJob = async () => {
    writes += 1;
    const jobDate = dayFromToday(20 + (nextSerial() % 300));
    return ((await callValid(app, 'POST /api/jobs', teamA, {}, { jobDate })) as { id: number }).id;
  };
  const apply = async (jobId: number, message: string) => {
    writes += 1;
    return (
      (await callValid(app, 'POST /api/applications', helperA, {}, { jobId, message })) as { id: number }
    ).id;
  };

  // A's private traffic: an application note and a conversation only A and the other party may read.
  const note = `secret application note ${nextSerial()}`;
  const chat = `secret message ${nextSerial()}`;
  secrets.push(
    { what: "helper A's application note", value: note },
    { what: 'private message', value: chat },
  );
  const firstJob = await postJob();
  await apply(firstJob, note);
  await postJob(); // a second open job, so lists have a next page (and a cursor) at one row a page
  // A second helper: a next page for the helper search, and the recipient of the probes' messages
  // (a stranger who messages helper A would become A's party, and rightly read the thread).
  const bystander = await signUp(app, 'helper');
  // About the job helper A applied to: the thread, filtered by that job, has a next page at one a page.
  await callValid(
    app,
    'POST /api/messages',
    teamA,
    {},
    { recipientId: helperA.id, jobId: firstJob, content: chat },
  );
  await callValid(
    app,
    'POST /api/messages',
    helperA,
    {},
    { recipientId: teamA.id, jobId: firstJob, content: `${chat} (reply)` },
  );

  // Two finished jobs of A's, each with helper A's published review of team A: the reviews list has
  // a next page at one row a page, and team A a review to reply to. Made directly: the lifecycle
  // (past game day, completion, the review window) is not what these suites probe.
  const reviewIds: number[] = [];
  for (const daysAgo of [3, 2]) {
    writes += 1;
    const [done] = await app.db
      .insert(jobs)
      .values({
        teamId,
        helperId,
        title: `Finished probe job ${nextSerial()}`,
        description: 'Kept the book for both games.',
        jobType: 'scorekeeper',
        jobDate: dayFromToday(-daysAgo),
        startTime: '09:00',
        endTime: '11:00',
        durationMinutes: 120,
        hourlyRateCents: 3000,
        totalPayCents: 6000,
        location: 'Ed Radice Sports Complex, Tampa, FL',
        zipCode: '33602',
        status: 'completed',
        completedAt: new Date(Date.now() - daysAgo * 86_400_000),
      })
      .returning({ id: jobs.id });
    const [review] = await app.db
      .insert(reviews)
      .values({
        jobId: done!.id,
        reviewerId: helperA.id,
        revieweeId: teamA.id,
        revieweeRole: 'team',
        rating: 5,
        comment: 'Great to work with.',
        publishedAt: new Date(),
      })
      .returning({ id: reviews.id });
    reviewIds.push(review!.id);
  }

  const directorA = await directorAccount(app);
  secrets.push({ what: 'director A account email', value: directorA.email });

  const snapshot = {
    users: await app.db
      .select()
      .from(users)
      .where(sql`${users.id} in (${teamA.id}, ${helperA.id})`),
    team: await app.db.select().from(teamProfiles).where(eq(teamProfiles.id, teamId)),
    helper: await app.db.select().from(helperProfiles).where(eq(helperProfiles.id, helperId)),
  };
  const today = dayFromToday(1);

  let strangers: Awaited<ReturnType<World['strangers']>> | undefined;
  const cache = new Map<string, number | string | number[]>();
  return {
    app,
    cache,
    invalidate() {
      cache.clear();
    },
    teamA,
    helperA,
    directorA,
    async unpostedGame() {
      const [row] = await app.db
        .select({ id: tournamentGames.id })
        .from(tournamentGames)
        .where(and(eq(tournamentGames.tournamentId, directorA.tournamentId), isNull(tournamentGames.jobId)))
        .limit(1);
      if (row) return row.id;
      writes += 1;
      const [made] = await app.db
        .insert(tournamentGames)
        .values({
          tournamentId: directorA.tournamentId,
          gameDate: dayFromToday(30 + (nextSerial() % 200)),
          startTime: '10:00',
          homeTeam: 'Probe Home',
          awayTeam: 'Probe Away',
          field: 'Field 1',
        })
        .returning({ id: tournamentGames.id });
      return made!.id;
    },
    async familyInvitee() {
      const [row] = await app.db
        .select({ id: teamFamilyInvitees.id })
        .from(teamFamilyInvitees)
        .where(eq(teamFamilyInvitees.teamId, teamId))
        .limit(1);
      if (row) return row.id;
      writes += 1;
      const email = `family.${nextSerial()}@example.com`;
      const made = await callValid(app, 'POST /api/team-families', teamA, {}, { email });
      return (made as { id: number }).id;
    },
    bystander,
    reviewOfTeamA: reviewIds[0]!,
    conversationJob: firstJob,
    secrets,
    get writes() {
      return writes;
    },
    async openJob() {
      const [row] = await app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.teamId, teamId),
            eq(jobs.status, 'open'),
            gt(jobs.jobDate, today),
            notExists(
              app.db
                .select({ one: sql`1` })
                .from(applications)
                .where(and(eq(applications.jobId, jobs.id), eq(applications.helperId, helperId))),
            ),
          ),
        )
        .limit(1);
      return row?.id ?? postJob();
    },
    async pendingApplication() {
      const [row] = await app.db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(
          and(
            eq(applications.helperId, helperId),
            eq(applications.status, 'pending'),
            eq(jobs.status, 'open'),
            gt(jobs.jobDate, today),
          ),
        )
        .limit(1);
      return row?.id ?? apply(await postJob(), 'Happy to help.');
    },
    async restoreActors() {
      writes += 1;
      for (const { id, ...row } of snapshot.users) {
        await app.db.update(users).set(row).where(eq(users.id, id));
      }
      for (const { id, ...row } of snapshot.team) {
        await app.db.update(teamProfiles).set(row).where(eq(teamProfiles.id, id));
      }
      for (const { id, ...row } of snapshot.helper) {
        await app.db.update(helperProfiles).set(row).where(eq(helperProfiles.id, id));
      }
    },
    async reviveSession(actor) {
      const token = actor.cookie.slice(SESSION_COOKIE.length + 1);
      const [live] = await app.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      if (live) return;
      writes += 1;
      const session = await createSession(app.db, actor.id);
      actor.cookie = `${SESSION_COOKIE}=${session.token}`;
    },
    async strangers() {
      if (strangers) return strangers;
      const made = {
        team: await signUp(app, 'team'),
        helper: await signUp(app, 'helper'),
        both: await signUp(app, 'both'),
        admin: await staffAccount(app, 'admin'),
        'tournament-director': await staffAccount(app, 'tournament-director'),
      };
      const theirs: Secret[] = [];
      for (const actor of [made.team, made.helper, made.both])
        await completeProfile(app, actor, theirs, actor.role);
      strangers = made;
      return made;
    },
  };
}

/** A session cookie value that is well-formed but belongs to nobody. */
export const unknownSessionCookie = `${SESSION_COOKIE}=${'0'.repeat(43)}`;
