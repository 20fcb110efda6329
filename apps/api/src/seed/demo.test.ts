import { verify } from '@node-rs/argon2';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUSES, JobSearchQuerySchema, ROLES, SPORTS } from '@sideline/shared';
import { durationMinutes, jobsOverlap, todayIn, totalPayCents } from '@sideline/shared';
import { openTestDatabase } from '../../test/test-db.js';
import { searchJobs } from '../modules/jobs/job-search.service.js';
import { listConversations, unreadTotal } from '../modules/messages/conversations.service.js';
import { earningsStatement } from '../modules/statements/earnings.service.js';
import type { Database } from '../db/client.js';
import {
  applications,
  helperProfiles,
  jobs,
  payments,
  reviews,
  teamProfiles,
  tournamentGames,
  tournaments,
  users,
  zipCodes,
} from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from './demo.js';
import { DEMO_HOME_ZONE } from './demo-people.js';
import { seedDemoIfEmpty } from './seed.js';

let database: Database;
let seededFirst: boolean;
let seededSecond: boolean;

beforeAll(async () => {
  database = await openTestDatabase();
  seededFirst = await seedDemoIfEmpty(database.db);
  seededSecond = await seedDemoIfEmpty(database.db);
});
afterAll(() => database?.close());

describe('demo seed', () => {
  it('seeds an empty database once and leaves a populated one alone', async () => {
    expect(seededFirst).toBe(true);
    expect(seededSecond).toBe(false);
    const [teams] = await database.db
      .select({ n: count() })
      .from(teamProfiles)
      .where(eq(teamProfiles.isOrganization, false));
    const [helpers] = await database.db.select({ n: count() }).from(helperProfiles);
    expect(teams?.n).toBe(16);
    // 24 marketplace helpers and the demo guardian's teen.
    expect(helpers?.n).toBe(25);
  });

  it('has one demo account per role, with the profiles its role implies', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());
    for (const account of DEMO_ACCOUNTS) {
      expect(account.email).toMatch(/^[a-z]+@demo\.sideline\.test$/);
      expect(account.password).toBe('sideline-demo');
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user!.role).toBe(account.role);
      const teamRows = await database.db.select().from(teamProfiles).where(eq(teamProfiles.userId, user!.id));
      const helperRows = await database.db
        .select()
        .from(helperProfiles)
        .where(eq(helperProfiles.userId, user!.id));
      // The director's organization is a team profile too (decision 20).
      expect(teamRows.length, account.email).toBe(
        ['team', 'both', 'tournament-director'].includes(account.role) ? 1 : 0,
      );
      expect(helperRows.length, account.email).toBe(
        account.role === 'helper' || account.role === 'both' ? 1 : 0,
      );
      // One Venmo handle per account: a coach can post and a helper can be paid out of the box.
      if (teamRows.length + helperRows.length > 0) expect(user!.venmoUsername, account.email).toMatch(/^@/);
      // The guardian consents as an adult by their own date, from their confirmed address (decision 27).
      if (account.role === 'guardian') {
        expect(user!.dateOfBirth).toBe('1981-05-17');
        expect(user!.emailConfirmedAt).not.toBeNull();
      }
    }
  });

  it('signs every demo account in with the documented password, sharing one hash', async () => {
    const rows = await database.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users);
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(1);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === account.email);
      expect(await verify(row!.passwordHash, account.password), account.email).toBe(true);
    }
  });

  it('gives every user a unique lowercase email, a confirmed address and a valid referral code', async () => {
    const rows = await database.db.select().from(users);
    const emails = rows.map((r) => r.email);
    expect(new Set(emails).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.username.toLowerCase())).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.email).toBe(row.email.toLowerCase());
      expect(row.email.endsWith('@demo.sideline.test')).toBe(true);
      expect(row.username).toMatch(/^[A-Za-z0-9._-]{3,30}$/);
      expect(row.emailConfirmedAt).toBeInstanceOf(Date);
      expect(row.referralCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    }
    expect(new Set(rows.map((r) => r.referralCode)).size).toBe(rows.length);
  });

  it('gives the demo director an approved organization with a tournament of unposted games', async () => {
    const [director] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'director@demo.sideline.test'));
    expect(director!.directorStatus).toBe('approved');
    const [organization] = await database.db
      .select()
      .from(teamProfiles)
      .where(eq(teamProfiles.userId, director!.id));
    expect(organization!.isOrganization).toBe(true);
    const [tournament] = await database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.teamId, organization!.id));
    expect(tournament!.name).toBe('Bay Area Spring Classic');
    const games = await database.db
      .select()
      .from(tournamentGames)
      .where(eq(tournamentGames.tournamentId, tournament!.id));
    expect(games).toHaveLength(8);
    expect(games.every((game) => game.jobId === null && game.gameDate > todayIn(DEMO_HOME_ZONE))).toBe(true);
  });

  it('covers all six sports with believable team profiles', async () => {
    const teams = await database.db.select().from(teamProfiles);
    expect(new Set(teams.flatMap((t) => t.sportTypes))).toEqual(new Set(SPORTS));
    for (const team of teams) {
      expect(team.sportTypes.length).toBeGreaterThanOrEqual(1);
      expect(team.hourlyBudgetCents).toBeGreaterThanOrEqual(2500);
      expect(team.hourlyBudgetCents).toBeLessThanOrEqual(4500);
    }
  });

  it('gives helpers valid rates, at least one service, and their own email on the profile', async () => {
    const helpers = await database.db
      .select({ profile: helperProfiles, email: users.email, role: users.role })
      .from(helperProfiles)
      .innerJoin(users, eq(users.id, helperProfiles.userId));
    for (const { profile, email, role } of helpers) {
      expect(['helper', 'both']).toContain(role);
      expect(profile.email).toBe(email);
      expect(profile.hourlyRateMinCents).toBeGreaterThanOrEqual(2500);
      expect(profile.hourlyRateMaxCents).toBeGreaterThanOrEqual(profile.hourlyRateMinCents);
      expect(profile.hourlyRateMaxCents).toBeLessThanOrEqual(7500);
      expect(profile.isScorekeeper || profile.isScoreboard || profile.isStreaming).toBe(true);
      expect(profile.hasEquipment).toBe(profile.equipment.length > 0);
    }
    for (const service of ['isScorekeeper', 'isScoreboard', 'isStreaming'] as const) {
      expect(
        helpers.some((h) => h.profile[service]),
        service,
      ).toBe(true);
    }
  });
});

describe('demo jobs', () => {
  let rows: (typeof jobs.$inferSelect)[];
  let apps: (typeof applications.$inferSelect)[];
  let ids: { coach: number; both: number; helper: number };
  const finished = (status: string) => status === 'completed' || status === 'paid';
  const isTaken = (status: string) => status === 'assigned' || status === 'rescheduling' || finished(status);
  beforeAll(async () => {
    rows = await database.db.select().from(jobs);
    apps = await database.db.select().from(applications);
    const accounts = await database.db
      .select({ email: users.email, team: teamProfiles.id, helper: helperProfiles.id })
      .from(users)
      .leftJoin(teamProfiles, eq(teamProfiles.userId, users.id))
      .leftJoin(helperProfiles, eq(helperProfiles.userId, users.id));
    const account = (name: string) => accounts.find((a) => a.email === `${name}@demo.sideline.test`)!;
    ids = { coach: account('coach').team!, both: account('both').team!, helper: account('helper').helper! };
  });

  it('fills the next month with open and assigned jobs, after two weeks of finished ones', () => {
    expect(new Set(rows.map((job) => job.status))).toEqual(new Set(JOB_STATUSES));
    const upcoming = rows.filter((job) => job.jobDate >= todayIn(DEMO_HOME_ZONE));
    expect(upcoming.every((job) => ['open', 'assigned', 'rescheduling'].includes(job.status))).toBe(true);
    expect(upcoming.length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((job) => finished(job.status)).length).toBeGreaterThan(5);
    expect(new Set(rows.map((job) => job.teamId)).size).toBe(16);
  });

  it("gives the coach's and both@'s teams every status, and helper@ the walkthrough's jobs", () => {
    for (const team of [ids.coach, ids.both]) {
      const statuses = rows.filter((job) => job.teamId === team).map((job) => job.status);
      expect(new Set(statuses), `team ${team}`).toEqual(new Set(JOB_STATUSES));
    }
    const coachJobs = rows.filter((job) => job.teamId === ids.coach);
    const ofHelper = (s: string) => coachJobs.filter((j) => j.status === s && j.helperId === ids.helper);
    expect(ofHelper('assigned').map((job) => job.jobDate)).toContain(todayIn(DEMO_HOME_ZONE));
    expect(ofHelper('completed').length).toBeGreaterThanOrEqual(1);
    const pendingOn = (jobId: number) => apps.filter((a) => a.jobId === jobId && a.status === 'pending');
    const open = coachJobs.find((job) => pendingOn(job.id).some((app) => app.helperId === ids.helper));
    expect(open?.status).toBe('open');
    expect(pendingOn(open!.id)).toHaveLength(3);
  });

  it('has games on Mountain, Arizona, Pacific and Hawaii clocks too', () => {
    expect(new Set(rows.map((job) => job.timeZone))).toEqual(
      new Set([
        'America/New_York',
        'America/Denver',
        'America/Phoenix',
        'America/Los_Angeles',
        'Pacific/Honolulu',
      ]),
    );
  });

  it('computes hours and pay with the shared rules and places every job at its ZIP', async () => {
    const zips = [...new Set(rows.map((job) => job.zipCode))];
    const points = await database.db.select().from(zipCodes).where(inArray(zipCodes.zip, zips));
    for (const job of rows) {
      const point = points.find((z) => z.zip === job.zipCode)!;
      expect(job.durationMinutes, job.title).toBe(durationMinutes(job.startTime, job.endTime));
      expect(job.totalPayCents, job.title).toBe(totalPayCents(job.durationMinutes, job.hourlyRateCents));
      expect([job.latitude, job.longitude], job.title).toEqual([point.latitude, point.longitude]);
      expect(job.timeZone, job.title).toBe(point.timeZone);
      expect(job.cancelReason !== null, job.title).toBe(job.status === 'cancelled');
      expect(job.completedAt !== null, job.title).toBe(finished(job.status));
    }
  });

  it('never double-books a helper, gives each taken job one accepted application, counts jobs done', async () => {
    const taken = rows.filter((job) => job.helperId !== null);
    const clashes = (a: (typeof rows)[number], i: number) =>
      taken.slice(i + 1).some((b) => b.helperId === a.helperId && jobsOverlap(a, b));
    expect(taken.filter(clashes)).toEqual([]);
    for (const job of rows) {
      const mine = apps.filter((app) => app.jobId === job.id);
      const accepted = mine.filter((app) => app.status === 'accepted').map((app) => app.helperId);
      expect(accepted, job.title).toEqual(isTaken(job.status) ? [job.helperId] : []);
      expect(job.helperId !== null).toBe(isTaken(job.status));
      if (job.status !== 'open') expect(mine.every((app) => app.status !== 'pending')).toBe(true);
      // Turned away by the accept: the standby applicants a missed reconfirmation brings back.
      const standby = mine.filter((app) => app.standby);
      expect(standby.every((app) => app.status === 'rejected' && job.helperId !== null)).toBe(true);
    }
    expect(apps.some((app) => app.standby)).toBe(true);
    for (const profile of await database.db.select().from(helperProfiles)) {
      const done = rows.filter((job) => job.helperId === profile.id && finished(job.status));
      expect(profile.completedJobs).toBe(done.length);
    }
  });

  it('backs every paid job with one completed Venmo payment, which earns the team no paid games', async () => {
    const paidJobs = await database.db
      .select({ id: jobs.id, pay: jobs.totalPayCents, ownerId: teamProfiles.userId })
      .from(jobs)
      .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
      .where(eq(jobs.status, 'paid'));
    expect(paidJobs.length).toBeGreaterThan(0);
    const ledger = await database.db.select().from(payments);
    expect(ledger.map((p) => [p.jobId, p.method, p.status, p.totalCents]).sort()).toEqual(
      paidJobs.map((j) => [j.id, 'venmo', 'completed', j.pay]).sort(),
    );
    for (const ownerId of new Set(paidJobs.map((j) => j.ownerId))) {
      const [owner] = await database.db.select().from(users).where(eq(users.id, ownerId));
      expect(owner).toMatchObject({
        paidGamesCompleted: 0,
        hasCompletedFirstPaidGame: false,
        freeGamesRemaining: 0,
      });
    }
  });

  it('gives helper@ an earnings statement with a game paid in the last weeks', async () => {
    const [helper] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'helper@demo.sideline.test'));
    const today = todayIn(DEMO_HOME_ZONE);
    const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const s = await earningsStatement(database.db, helper!.id, monthAgo, today, 'no_account');
    expect(s.lines.filter((l) => l.status === 'paid' && l.method === 'venmo').length).toBeGreaterThan(0);
    expect(s.totals.earned).toBeGreaterThan(0);
  });

  it('opens Messages on real conversations for every demo account, each with its last message unread', async () => {
    const accounts = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          // The guardian reads the teen's threads in the guardian view, not in an inbox of their own.
          DEMO_ACCOUNTS.filter((a) => a.role !== 'guardian').map((a) => a.email),
        ),
      );
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length - 1);
    for (const account of accounts) {
      const threads = await listConversations(database.db, account.id);
      expect(threads.length, account.email).toBeGreaterThan(0);
      const unread = threads.reduce((sum, thread) => sum + thread.unreadCount, 0);
      expect(unread, account.email).toBe(await unreadTotal(database.db, account.id));
    }
    const [coach] = accounts.filter((a) => a.email.startsWith('coach@'));
    expect((await listConversations(database.db, coach!.id)).length).toBeGreaterThanOrEqual(4);
  });

  it('shows different open jobs around downtown Tampa and downtown St. Petersburg', async () => {
    const near = (zipCode: string) => JobSearchQuerySchema.parse({ zipCode, limit: '50' });
    const tampa = (await searchJobs(database.db, near('33602'), null)).jobs.map((job) => job.id);
    const stPete = (await searchJobs(database.db, near('33701'), null)).jobs.map((job) => job.id);
    expect(Math.min(tampa.length, stPete.length)).toBeGreaterThan(5);
    expect(tampa.some((id) => !stPete.includes(id))).toBe(true);
    expect(stPete.some((id) => !tampa.includes(id))).toBe(true);
  });
});

describe('demo reviews', () => {
  const finished = (status: string) => status === 'completed' || status === 'paid';

  it('go both ways and are public on every finished job but the two left for the walkthrough', async () => {
    const all = await database.db.select().from(reviews);
    const rows = await database.db
      .select({ job: jobs, ownerId: teamProfiles.userId, helperUserId: helperProfiles.userId })
      .from(jobs)
      .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
      .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId));
    const idOf = async (email: string) =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const [coach, helper, both, sofia] = [
      await idOf('coach@demo.sideline.test'),
      await idOf('helper@demo.sideline.test'),
      await idOf('both@demo.sideline.test'),
      await idOf('sofia.ramirez@demo.sideline.test'),
    ];
    const done = rows.filter(({ job }) => finished(job.status));
    expect(done.length).toBeGreaterThan(5);
    for (const { job, ownerId, helperUserId } of done) {
      const mine = all.filter((review) => review.jobId === job.id);
      if (ownerId === coach && helperUserId === helper) {
        // coach@ and helper@'s completed scrimmage: theirs to review.
        expect(mine, job.title).toEqual([]);
      } else if (ownerId === both && helperUserId === sofia) {
        // Sofia reviewed both@'s team; it stays blind until both@ reviews her.
        expect(mine, job.title).toEqual([
          expect.objectContaining({
            reviewerId: sofia,
            revieweeId: both,
            revieweeRole: 'team',
            publishedAt: null,
          }),
        ]);
      } else {
        expect(mine.map((review) => [review.reviewerId, review.revieweeRole]).sort(), job.title).toEqual(
          [
            [helperUserId, 'team'],
            [ownerId, 'helper'],
          ].sort(),
        );
        expect(
          mine.every((review) => review.publishedAt !== null),
          job.title,
        ).toBe(true);
      }
      expect(
        mine.every((review) => review.createdAt >= job.completedAt!),
        job.title,
      ).toBe(true);
    }
    expect(all.some((review) => review.reply !== null)).toBe(true);
  });

  it('give the profiles ratings that agree with their published reviews', async () => {
    const published = (await database.db.select().from(reviews)).filter(
      (review) => review.publishedAt !== null,
    );
    const check = (userId: number, role: 'helper' | 'team', avg: number, total: number) => {
      const mine = published.filter((review) => review.revieweeId === userId && review.revieweeRole === role);
      const mean = mine.length ? mine.reduce((sum, review) => sum + review.rating, 0) / mine.length : 0;
      expect([avg, total]).toEqual([expect.closeTo(mean, 5), mine.length]);
    };
    for (const team of await database.db.select().from(teamProfiles))
      check(team.userId, 'team', team.avgRating, team.totalReviews);
    for (const helper of await database.db.select().from(helperProfiles)) {
      check(helper.userId, 'helper', helper.avgRating, helper.totalReviews);
    }
    const rated = (await database.db.select().from(helperProfiles)).filter(
      (helper) => helper.totalReviews > 0,
    );
    expect(rated.length).toBeGreaterThanOrEqual(6);
  });
});
