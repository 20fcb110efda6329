import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApplyBodySchema,
  JOB_MESSAGES,
  JobSearchQuerySchema,
  JobSummarySchema,
  PostJobBodySchema,
} from './jobs.js';

const body = {
  title: 'Scorekeeper for 12U doubleheader',
  description: 'Keep the GameChanger book for two games.',
  jobType: 'scorekeeper',
  jobDate: '2099-03-07',
  startTime: '09:00',
  endTime: '11:30',
  location: 'Ed Radice Sports Complex, Tampa, FL',
  zipCode: '33602',
  hourlyRate: 30.5,
};

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('PostJobBodySchema', () => {
  it('reads dollars as cents and writes cents back as dollars', () => {
    const parsed = PostJobBodySchema.parse(body);
    expect(parsed.hourlyRate).toBe(3050);
    expect(z.encode(PostJobBodySchema, parsed)).toMatchObject({ hourlyRate: 30.5 });
  });

  it("accepts the spec client's teamId, duration and totalPay without trusting them", () => {
    const parsed = PostJobBodySchema.parse({ ...body, teamId: 9, duration: 2.5, totalPay: 1 });
    expect(parsed.hourlyRate).toBe(3050);
  });

  it.each([
    [{ hourlyRate: 24.99 }, JOB_MESSAGES.hourlyRate],
    [{ hourlyRate: '30' }, JOB_MESSAGES.hourlyRate],
    [{ hourlyRate: undefined }, JOB_MESSAGES.hourlyRate],
    [{ hourlyRate: 1000.5 }, JOB_MESSAGES.maxRate],
    [{ jobDate: '' }, JOB_MESSAGES.jobDate],
    [{ jobDate: '2099-02-30' }, JOB_MESSAGES.invalidDate],
    [{ title: 'Score\u0000keeper wanted' }, 'Text must not contain control characters'],
    [{ endTime: '09:00' }, JOB_MESSAGES.sameTimes],
  ])('refuses %o with %s', (override, message) => {
    expect(messages(PostJobBodySchema.safeParse({ ...body, ...override }))).toContain(message);
  });
});

describe('ApplyBodySchema', () => {
  it('takes a strict numeric jobId and a proposed rate in dollars', () => {
    expect(ApplyBodySchema.parse({ jobId: 7, proposedRate: 35 })).toMatchObject({
      jobId: 7,
      proposedRate: 3500,
    });
    expect(ApplyBodySchema.parse({ jobId: 7, proposedRate: null }).proposedRate).toBeNull();
    for (const jobId of [true, '1', 0, 1.5, 2 ** 31])
      expect(ApplyBodySchema.safeParse({ jobId }).success).toBe(false);
  });
});

describe('JobSearchQuerySchema', () => {
  it("reads the spec's query strings", () => {
    expect(JobSearchQuerySchema.parse({ limit: '6', status: 'open' })).toMatchObject({
      limit: 6,
      status: 'open',
      radius: 25,
    });
    expect(JobSearchQuerySchema.parse({ zipCode: '33602', radius: '25' })).toMatchObject({
      zipCode: '33602',
      radius: 25,
    });
  });
  it.each([
    { limit: '0' },
    { limit: '1e1' },
    { radius: 'NaN' },
    { radius: 'Infinity' },
    { dateTo: '2099-13-01' },
  ])('refuses %o', (query) => expect(JobSearchQuerySchema.safeParse(query).success).toBe(false));
});

describe('JobSummarySchema', () => {
  it('sends money in dollars', () => {
    const shape = JobSummarySchema.shape;
    expect(z.encode(shape.hourlyRate, 2550)).toBe(25.5);
    expect(z.decode(shape.totalPay, 63.75)).toBe(6375);
  });
});
