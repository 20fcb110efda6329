import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, SPORTS } from '@sideline/shared';
import { openTestDatabase } from '../../../test/test-db.js';
import type { Database } from '../client.js';
import { helperProfiles, teamProfiles, users } from '../schema/index.js';
import { DEMO_ACCOUNTS } from './demo.js';
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
    const [teams] = await database.db.select({ n: count() }).from(teamProfiles);
    const [helpers] = await database.db.select({ n: count() }).from(helperProfiles);
    expect(teams?.n).toBe(12);
    expect(helpers?.n).toBe(24);
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
      expect(teamRows.length, account.email).toBe(account.role === 'team' || account.role === 'both' ? 1 : 0);
      expect(helperRows.length, account.email).toBe(
        account.role === 'helper' || account.role === 'both' ? 1 : 0,
      );
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

  it('covers all six sports with believable team profiles', async () => {
    const teams = await database.db.select().from(teamProfiles);
    expect(new Set(teams.flatMap((t) => t.sportTypes))).toEqual(new Set(SPORTS));
    for (const team of teams) {
      expect(team.sportTypes.length).toBeGreaterThanOrEqual(1);
      expect(team.hourlyBudgetCents).toBeGreaterThanOrEqual(2500);
      expect(team.hourlyBudgetCents).toBeLessThanOrEqual(4500);
      expect(team.avgRating).toBe(0);
      expect(team.totalReviews).toBe(0);
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
      expect(profile.completedJobs).toBe(0);
    }
    for (const service of ['isScorekeeper', 'isScoreboard', 'isStreaming'] as const) {
      expect(
        helpers.some((h) => h.profile[service]),
        service,
      ).toBe(true);
    }
  });
});
