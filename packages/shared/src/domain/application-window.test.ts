import { describe, expect, it } from 'vitest';
import {
  applicantScore,
  applicationWindowEndsAt,
  applicationWindowOpen,
  rankApplications,
  type Rankable,
} from './application-window.js';

const HOUR = 3_600_000;
const posted = new Date('2026-06-01T12:00:00Z');
const at = (hours: number) => new Date(posted.getTime() + hours * HOUR);

describe('applicationWindowEndsAt', () => {
  it('is two hours for a game eight hours away or more', () => {
    expect(applicationWindowEndsAt(posted, at(48)).toISOString()).toBe(at(2).toISOString());
    expect(applicationWindowEndsAt(posted, at(8)).toISOString()).toBe(at(2).toISOString());
  });

  it('is a quarter of the time left for a nearer game, in whole minutes', () => {
    expect(applicationWindowEndsAt(posted, at(4)).toISOString()).toBe(at(1).toISOString());
    // 1 h 10 min left: a quarter is 17.5 minutes, shown and enforced as 17.
    expect(applicationWindowEndsAt(posted, new Date(posted.getTime() + 70 * 60_000)).toISOString()).toBe(
      new Date(posted.getTime() + 17 * 60_000).toISOString(),
    );
  });

  it('is none for a game already started, or when the window is turned off', () => {
    expect(applicationWindowEndsAt(posted, at(-1)).toISOString()).toBe(posted.toISOString());
    expect(applicationWindowEndsAt(posted, at(48), 0).toISOString()).toBe(posted.toISOString());
  });

  it('is open until its end, closed from it', () => {
    const endsAt = at(2);
    expect(applicationWindowOpen(endsAt, at(1.99))).toBe(true);
    expect(applicationWindowOpen(endsAt, endsAt)).toBe(false);
  });
});

describe('applicantScore', () => {
  const base = {
    avgRating: 5,
    totalReviews: 10,
    distanceMiles: 0,
    proposedRateCents: 2000,
    offeredRateCents: 2000,
  };
  const solid = { booked: 10, noShows: 0, lateCancels: 0 };

  it('gives 100 to a five-star, always reliable helper at the venue asking the offered rate', () => {
    expect(applicantScore({ ...base, reliability: solid })).toBe(100);
  });

  it('weighs rating 40, reliability 30, distance 20 and rate 10', () => {
    expect(applicantScore({ ...base, avgRating: 2.5, reliability: solid })).toBe(80);
    expect(applicantScore({ ...base, reliability: { booked: 10, noShows: 1, lateCancels: 4 } })).toBe(85);
    expect(applicantScore({ ...base, distanceMiles: 25, reliability: solid })).toBe(90);
    expect(applicantScore({ ...base, distanceMiles: 80, reliability: solid })).toBe(80);
    expect(applicantScore({ ...base, proposedRateCents: 2500, reliability: solid })).toBe(95);
    expect(applicantScore({ ...base, proposedRateCents: 3000, reliability: solid })).toBe(90);
    expect(applicantScore({ ...base, proposedRateCents: 1500, reliability: solid })).toBe(100);
  });

  it('counts a new helper as four stars and 90% reliable, an unknown distance as halfway', () => {
    expect(applicantScore({ ...base, totalReviews: 0, avgRating: 0, distanceMiles: null })).toBe(
      32 + 27 + 10 + 10,
    );
  });
});

describe('rankApplications', () => {
  const windowEnd = at(2).toISOString();
  const app = (id: number, hours: number, score: number, jobId = 1): Rankable => ({
    id,
    jobId,
    createdAt: at(hours).toISOString(),
    score,
    job: { applicationWindowEndsAt: windowEnd },
  });
  const list = [app(1, 0.1, 60), app(2, 0.5, 90), app(3, 1, 75), app(4, 3, 99), app(5, 2.5, 50)];

  it('lists by arrival while the window is open, with no places', () => {
    const ranked = rankApplications(list, at(1.5));
    expect(ranked.map((a) => a.id)).toEqual([1, 2, 3, 5, 4]);
    expect(ranked.every((a) => a.placing === null)).toBe(true);
  });

  it('ranks what the window gathered by score, then later arrivals first come, first served', () => {
    const ranked = rankApplications(list, at(4));
    expect(ranked.map((a) => a.id)).toEqual([2, 3, 1, 5, 4]);
    expect(ranked.map((a) => a.placing?.place ?? null)).toEqual([1, 2, 3, null, null]);
    expect(ranked[0]!.placing!.of).toBe(3);
  });

  it('breaks a tie by arrival and keeps each job to itself', () => {
    const ranked = rankApplications([app(7, 1, 80, 2), app(6, 0.2, 80, 2), app(8, 0.1, 10, 3)], at(4));
    expect(ranked.map((a) => a.id)).toEqual([6, 7, 8]);
    expect(ranked.map((a) => a.placing?.place)).toEqual([1, 2, 1]);
  });
});
