import { describe, expect, it } from 'vitest';
import { jobsOverlap } from '@sideline/shared';
import { DEMO_HELPERS } from './demo-helpers.js';
import { HELPER_SKILLS } from './demo-jobs-data.js';
import { planDemoJobs } from './demo-jobs-plan.js';

// A Monday to a Sunday: the plan's weekend dates shift with the weekday the seed runs on.
const WEEK = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];
const daysFrom = (today: string, date: string) => (Date.parse(date) - Date.parse(today)) / 86_400_000;

describe('the demo job plan', () => {
  it.each(WEEK)('holds together when the seed runs on %s', (today) => {
    const now = new Date(`${today}T15:00:00Z`);
    const { jobs, applications } = planDemoJobs(today, now);

    const upcoming = jobs.filter((job) => job.jobDate >= today);
    expect(upcoming.length).toBeGreaterThanOrEqual(40);
    expect(upcoming.length).toBeLessThanOrEqual(58);
    expect(jobs.length - upcoming.length).toBeGreaterThanOrEqual(10);
    for (const job of jobs) {
      expect(daysFrom(today, job.jobDate), job.title).toBeGreaterThanOrEqual(-14);
      expect(daysFrom(today, job.jobDate), job.title).toBeLessThanOrEqual(30);
      expect(job.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(job.hourlyRateCents).toBeGreaterThanOrEqual(job.jobType === 'full-service' ? 3500 : 2500);
      expect(job.hourlyRateCents).toBeLessThanOrEqual(4500);
      expect(job.description.length).toBeGreaterThanOrEqual(20);
      expect(job.location).toMatch(/^[^,]+, [A-Za-z. ]+, (FL|CO|AZ|CA|HI)$/);
      if (job.completedAt) expect(job.completedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(job.assignedAt !== null, job.title).toBe(job.helper !== null);
    }

    const taken = jobs.filter((job) => job.helper !== null);
    for (const [i, a] of taken.entries()) {
      for (const b of taken.slice(i + 1)) {
        if (a.helper === b.helper) expect(jobsOverlap(a, b), `${a.title} / ${b.title}`).toBe(false);
      }
    }

    const pairs = applications.map((app) => `${app.job}:${app.helper}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const app of applications) {
      const job = jobs[app.job]!;
      expect(HELPER_SKILLS[job.jobType](DEMO_HELPERS[app.helper]!), job.title).toBe(true);
      expect(app.proposedRateCents).toBeGreaterThanOrEqual(job.hourlyRateCents);
      expect(app.proposedRateCents).toBeLessThanOrEqual(job.hourlyRateCents + 1000);
      expect(app.message.length).toBeGreaterThan(10);
      expect(app.createdAt.getTime()).toBeGreaterThanOrEqual(job.createdAt.getTime());
      if (app.status === 'pending') expect(job.status).toBe('open');
      if (app.status === 'accepted') expect(app.helper).toBe(job.helper);
      if (app.status === 'accepted') {
        expect(job.assignedAt!.getTime()).toBeGreaterThanOrEqual(app.createdAt.getTime());
        expect(job.assignedAt!.getTime()).toBeLessThan(now.getTime());
      }
    }
  });

  it('is the same plan for the same day', () => {
    const now = new Date('2026-03-04T15:00:00Z');
    expect(planDemoJobs('2026-03-04', now)).toEqual(planDemoJobs('2026-03-04', now));
  });
});
