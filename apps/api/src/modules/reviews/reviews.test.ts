import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperProfiles, jobs, reviews, teamProfiles } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

describe('GET /api/reviews/reviewee/{userId}', () => {
  it('is an empty list for someone never reviewed', async () => {
    const { user } = await registerUser(t.app);
    const res = await call(t.app, 'GET', `/api/reviews/reviewee/${user.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });

  it('lists reviews newest first with the reviewer and their team name', async () => {
    const coach = await registerUser(t.app, {
      role: 'team',
      firstName: 'Mia',
      lastName: 'Soto',
      teamName: 'Largo Lightning',
    });
    const helper = await registerUser(t.app, { role: 'helper' });
    const [team] = await t.database.db
      .select()
      .from(teamProfiles)
      .where(eq(teamProfiles.userId, coach.user.id));
    const [hp] = await t.database.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.userId, helper.user.id));
    const jobRow = (date: string) => ({
      teamId: team!.id,
      helperId: hp!.id,
      title: 'Scorekeeper for 12U',
      description: 'Keep the book on GameChanger for our doubleheader.',
      jobType: 'scorekeeper' as const,
      jobDate: date,
      startTime: '09:00',
      endTime: '11:00',
      durationMinutes: 120,
      hourlyRateCents: 2500,
      totalPayCents: 5000,
      location: 'Largo Central Park, Largo, FL',
      zipCode: '33770',
      status: 'completed' as const,
    });
    const [j1, j2] = await t.database.db
      .insert(jobs)
      .values([jobRow('2026-10-01'), jobRow('2026-10-08')])
      .returning();
    await t.database.db.insert(reviews).values([
      {
        jobId: j1!.id,
        reviewerId: coach.user.id,
        revieweeId: helper.user.id,
        rating: 4,
        comment: 'Solid.',
        createdAt: new Date('2026-10-02'),
      },
      {
        jobId: j2!.id,
        reviewerId: coach.user.id,
        revieweeId: helper.user.id,
        rating: 5,
        comment: null,
        createdAt: new Date('2026-10-09'),
      },
    ]);
    const list = (await call(t.app, 'GET', `/api/reviews/reviewee/${helper.user.id}`)).json();
    expect(list.map((r: { rating: number }) => r.rating)).toEqual([5, 4]);
    expect(list[0].reviewer).toEqual({ firstName: 'Mia', lastName: 'Soto', teamName: 'Largo Lightning' });
  });
});
