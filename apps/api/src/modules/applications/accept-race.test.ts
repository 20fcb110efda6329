import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applications, helperProfiles, jobs, users } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { postJob, readyTeam } from '../../../test/marketplace.js';

const APPLICANTS = 20;
// The race is real on PostgreSQL (a connection pool, concurrent transactions); PGlite runs one
// transaction at a time, so a few rounds there only check the same outcome.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = onPostgres ? 20 : 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

/** Helpers inserted directly: twenty sign-ups per round would only measure password hashing. */
async function seedApplicants(jobId: number, round: number): Promise<number[]> {
  const tag = `${process.pid}-${round}-${Date.now()}`;
  const people = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: APPLICANTS }, (_, i) => ({
        email: `race-${tag}-${i}@example.com`,
        username: `race-${tag}-${i}`,
        passwordHash: 'x',
        firstName: 'Race',
        lastName: `Helper ${i}`,
        zipCode: '33602',
        role: 'helper' as const,
        referralCode: `R${tag}-${i}`,
      })),
    )
    .returning({ id: users.id });
  const helpers = await t.database.db
    .insert(helperProfiles)
    .values(people.map((p) => ({ userId: p.id, isScorekeeper: true })))
    .returning({ id: helperProfiles.id });
  const rows = await t.database.db
    .insert(applications)
    .values(helpers.map((h) => ({ jobId, helperId: h.id, proposedRateCents: 3000 })))
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

describe(`${APPLICANTS} simultaneous accepts of different applications on one job (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`leave exactly one accepted application and one assigned helper, ${ROUNDS} times over`, async () => {
    const team = await readyTeam(t.app);
    for (let round = 0; round < ROUNDS; round++) {
      const job = await postJob(t.app, team.cookie);
      const ids = await seedApplicants(job.id, round);
      const answers = await Promise.all(
        ids.map((id) =>
          call(t.app, 'PUT', `/api/applications/${id}/status`, team.cookie, { status: 'accepted' }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(APPLICANTS - 1);
      const accepted = await t.database.db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(applications.status, 'accepted')));
      expect(accepted).toHaveLength(1);
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row).toMatchObject({ status: 'assigned', helperId: accepted[0]!.helperId });
    }
  }, 180_000);
});
