import type { Role } from '@sideline/shared';
import { hashPassword } from '../modules/accounts/account-creation.js';
import type { Db } from '../db/client.js';
import { helperProfiles, teamProfiles, users } from '../db/schema/index.js';
import {
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  type DemoAccountPerson,
  type DemoPerson,
} from './demo-people.js';
import { DEMO_TEAMS } from './demo-teams.js';
import { DEMO_HELPERS } from './demo-helpers.js';
import { seedDemoGuardian } from './demo-guardian.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemoRainOuts } from './demo-rain-outs.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoPayments } from './demo-payments.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoTournament } from './demo-tournament.js';
import { seedDemoSafety } from './demo-safety.js';
import type { Storage } from '../lib/storage.js';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
}

/** One sign-in per role, all with the password `sideline-demo`; documented in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.values(DEMO_PEOPLE).map(
  (person: DemoAccountPerson) => ({
    role: person.role,
    email: person.email,
    password: DEMO_PASSWORD,
    name: `${person.firstName} ${person.lastName}`,
  }),
);

type NewUser = typeof users.$inferInsert;

/** Same alphabet as randomCode(): no 0/O or 1/I, so codes read back unambiguously. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A deterministic 8-character referral code: the prefix, then n written in the code alphabet. */
function referralCode(prefix: string, n: number): string {
  let suffix = '';
  for (let v = n; prefix.length + suffix.length < 8; v = Math.floor(v / CODE_ALPHABET.length)) {
    suffix = CODE_ALPHABET.charAt(v % CODE_ALPHABET.length) + suffix;
  }
  return prefix + suffix;
}

/** "Grace", "O'Connell" -> "grace<sep>oconnell": safe in emails, usernames and payment handles. */
const handle = (person: DemoPerson, separator: string) =>
  [person.firstName, person.lastName].map((s) => s.toLowerCase().replace(/[^a-z0-9-]/g, '')).join(separator);

const emailOf = (person: DemoPerson) =>
  (person.email ?? `${handle(person, '.')}@${DEMO_DOMAIN}`).toLowerCase();
const venmoOf = (person: DemoPerson) => `@${handle(person, '-')}`;

function buildUsers(passwordHash: string, confirmedAt: Date): NewUser[] {
  const rows = new Map<string, NewUser>();
  const base = (person: DemoPerson) => ({
    email: emailOf(person),
    username: person.username ?? handle(person, '.'),
    passwordHash,
    firstName: person.firstName,
    lastName: person.lastName,
    zipCode: person.zipCode,
    emailConfirmedAt: confirmedAt,
  });
  const add = (row: NewUser) => {
    if (rows.has(row.email)) throw new Error(`demo data: ${row.email} appears twice`);
    rows.set(row.email, row);
  };

  for (const person of Object.values(DEMO_PEOPLE)) {
    const dateOfBirth = 'dateOfBirth' in person ? person.dateOfBirth : null;
    add({ ...base(person), role: person.role, referralCode: person.referralCode, dateOfBirth });
  }
  const isDemoAccount = (person: DemoPerson) => DEMO_ACCOUNTS.some((a) => a.email === emailOf(person));
  DEMO_TEAMS.forEach(({ owner }, i) => {
    if (!isDemoAccount(owner)) add({ ...base(owner), role: 'team', referralCode: referralCode('TEAM', i) });
  });
  DEMO_HELPERS.forEach(({ person, payout }, i) => {
    const row: NewUser = { ...base(person), role: 'helper', referralCode: referralCode('HELP', i) };
    // helper@ and both@ already have their row; their payout details land on it.
    const target = isDemoAccount(person) ? rows.get(row.email)! : row;
    if (payout === 'venmo')
      Object.assign(target, { venmoUsername: venmoOf(person), preferredPaymentMethod: 'venmo' });
    if (payout === 'paypal')
      Object.assign(target, { paypalEmail: target.email, preferredPaymentMethod: 'paypal' });
    if (target === row) add(row);
  });
  // One Venmo handle per account (decision 19): a helper's own, else the handle of the team they coach.
  const accountOf = (person: DemoPerson) => rows.get(emailOf(person))!;
  for (const { person } of DEMO_HELPERS) accountOf(person).venmoUsername ??= venmoOf(person);
  for (const { owner, venmoUsername } of DEMO_TEAMS) accountOf(owner).venmoUsername ??= venmoUsername;
  return [...rows.values()];
}

/** Seeds the demo marketplace (users, profiles, jobs, applications, payments, reviews, messages) in one transaction. */
export async function seedDemo(db: Db, storage?: Storage): Promise<void> {
  // argon2 is deliberately slow: hash once, share the hash across every demo user.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = buildUsers(passwordHash, new Date());

  await db.transaction(async (tx) => {
    const inserted = await tx.insert(users).values(userRows).returning({ id: users.id, email: users.email });
    const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
    const userIdOf = (person: DemoPerson) => {
      const id = idByEmail.get(emailOf(person));
      if (id === undefined) throw new Error(`demo data: no user for ${emailOf(person)}`);
      return id;
    };

    const teams = await tx
      .insert(teamProfiles)
      .values(
        DEMO_TEAMS.map(({ owner, ...team }) => ({
          userId: userIdOf(owner),
          teamName: team.teamName,
          sportTypes: team.sportTypes,
          teamLocation: team.teamLocation,
          bio: team.bio,
          hourlyBudgetCents: team.hourlyBudgetCents,
          yearsActive: team.yearsActive,
          isVerified: team.isVerified,
          teamAchievements: team.teamAchievements,
          successStories: team.successStories,
        })),
      )
      .returning({ id: teamProfiles.id, userId: teamProfiles.userId });

    const helpers = await tx
      .insert(helperProfiles)
      .values(
        DEMO_HELPERS.map(({ person, ...helper }) => ({
          userId: userIdOf(person),
          email: emailOf(person),
          bio: helper.bio,
          hourlyRateMinCents: helper.hourlyRateMinCents,
          hourlyRateMaxCents: helper.hourlyRateMaxCents,
          isScorekeeper: helper.isScorekeeper,
          isScoreboard: helper.isScoreboard,
          isStreaming: helper.isStreaming,
          hasEquipment: helper.equipment.length > 0,
          equipmentDetails: helper.equipmentDetails,
          equipment: helper.equipment,
          availability: helper.availability,
          yearsOfExperience: helper.yearsOfExperience,
          certifications: helper.certifications,
          experience: helper.experience,
          isVerified: helper.isVerified,
        })),
      )
      .returning({ id: helperProfiles.id, userId: helperProfiles.userId });

    if (teams.length !== DEMO_TEAMS.length || helpers.length !== DEMO_HELPERS.length) {
      throw new Error('demo seed: profile insert returned an unexpected number of rows');
    }
    // Profile ids in data order (one profile per user), for the jobs that reference them.
    const idOf = (rows: { id: number; userId: number }[], person: DemoPerson) =>
      rows.find((row) => row.userId === userIdOf(person))!.id;
    await seedDemoJobs(tx, {
      teamIds: DEMO_TEAMS.map(({ owner }) => idOf(teams, owner)),
      helperIds: DEMO_HELPERS.map(({ person }) => idOf(helpers, person)),
    });
    await seedDemoRainOuts(tx);
    await seedDemoPayments(tx);
    await seedDemoReviews(tx, new Date());
    await seedDemoTournament(tx, DEMO_PEOPLE.director.email);
    await seedDemoMessages(tx);
    await seedDemoGuardian(tx, DEMO_PEOPLE.guardian.email, passwordHash);
    await seedDemoSafety(tx, storage);
  });
}
