import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { averageRating, type Review } from '@sideline/shared';
import { helperProfiles, teamProfiles } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  completedDaysAgo,
  job,
  listAbout,
  person,
  review,
  type Person,
} from '../../../test/kits/review-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profileOf(p: Person, side: 'helper' | 'team') {
  if (side === 'helper') {
    const [row] = await t.database.db.select().from(helperProfiles).where(eq(helperProfiles.userId, p.id));
    return row!;
  }
  const [row] = await t.database.db.select().from(teamProfiles).where(eq(teamProfiles.userId, p.id));
  return { ...row!, completedJobs: null };
}

/** Every page of a reviewee's published list, following X-Next-Cursor. */
async function wholeList(userId: number, query: string): Promise<Review[]> {
  const all: Review[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const res = await listAbout(t, userId, undefined, `?limit=4${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    all.push(...(res.json() as Review[]));
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return all;
  }
  throw new Error('list never ended');
}

describe('ratings', () => {
  it('match the published list exactly after many reviews, each side of a user of role both apart', async () => {
    const both = await person(t, 'both', { teamName: 'Seffner Sharks' });
    const coaches = await Promise.all(Array.from({ length: 7 }, () => person(t, 'team')));
    const helpers = await Promise.all(Array.from({ length: 6 }, () => person(t, 'helper')));
    const asHelper = [5, 4, 4, 3, 5, 2, 5];
    const asTeam = [5, 3, 4, 4, 1, 2];
    // Jobs `both` worked: every coach reviews; only the first four get a review back (publishing both).
    for (const [i, coach] of coaches.entries()) {
      const jobId = await job(t, coach, both);
      expect((await review(t, coach, jobId, both, asHelper[i])).statusCode).toBe(201);
      if (i < 4) expect((await review(t, both, jobId, coach, 5)).statusCode).toBe(201);
      // The lone ones publish when their window closes, except the last, still blind.
      else if (i < 6) await completedDaysAgo(t, jobId, 15);
    }
    // Jobs `both` posted: every helper reviews the team, and the team reviews back.
    for (const [i, helper] of helpers.entries()) {
      const jobId = await job(t, both, helper);
      expect((await review(t, helper, jobId, both, asTeam[i])).statusCode).toBe(201);
      expect((await review(t, both, jobId, helper, 4)).statusCode).toBe(201);
    }

    const helperList = await wholeList(both.id, '&as=helper');
    const teamList = await wholeList(both.id, '&as=team');
    expect(helperList.map((r) => r.rating).sort()).toEqual(asHelper.slice(0, 6).sort());
    expect(teamList.map((r) => r.rating).sort()).toEqual([...asTeam].sort());
    expect(new Set(helperList.map((r) => r.id)).size).toBe(6);
    // Newest first, across pages.
    const times = helperList.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const helperProfile = await profileOf(both, 'helper');
    const teamProfile = await profileOf(both, 'team');
    expect(helperProfile.totalReviews).toBe(helperList.length);
    expect(helperProfile.avgRating).toBeCloseTo(averageRating(helperList.map((r) => r.rating)), 5);
    expect(teamProfile.totalReviews).toBe(teamList.length);
    expect(teamProfile.avgRating).toBeCloseTo(averageRating(asTeam), 5);
    expect(helperProfile.completedJobs).toBe(7);
    // Without `as`, the list has both sides.
    expect((await wholeList(both.id, '')).length).toBe(12);
    // The public profile calls read the same figures.
    const team = (await call(t.app, 'GET', `/api/team-profiles/${teamProfile.id}`)).json();
    expect([team.avgRating, team.totalReviews, team.jobsPosted]).toEqual([teamProfile.avgRating, 6, 6]);
  });

  it('show 4.5 for a 4 and a 5, so the half-star rule applies', async () => {
    const helper = await person(t, 'helper');
    for (const rating of [4, 5]) {
      const coach = await person(t, 'team');
      const jobId = await job(t, coach, helper);
      await review(t, coach, jobId, helper, rating);
      await review(t, helper, jobId, coach, 5);
    }
    expect((await profileOf(helper, 'helper')).avgRating).toBe(4.5);
  });

  it('refuse a malformed cursor with 400', async () => {
    for (const cursor of ['abc', '1.2.3', '1.99999999999', '-1.2']) {
      const res = await listAbout(t, 1, undefined, `?cursor=${cursor}`);
      expect([cursor, res.statusCode]).toEqual([cursor, 400]);
    }
    expect((await listAbout(t, 1, undefined, '?limit=0')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/reviews/reviewee/1e3')).statusCode).toBe(400);
  });
});
