import { describe, expect, it } from 'vitest';
import { isJobExpired, jobStartsAt } from './schedule.js';

describe('jobStartsAt', () => {
  it('reads the date and time as Eastern wall-clock time, daylight saving included', () => {
    expect(jobStartsAt('2026-07-04', '18:30').toISOString()).toBe('2026-07-04T22:30:00.000Z');
    expect(jobStartsAt('2026-01-10', '09:00').toISOString()).toBe('2026-01-10T14:00:00.000Z');
    // The day the clocks go back: 01:30 is read as the first (daylight) one, 02:00 as standard time.
    expect(jobStartsAt('2026-11-01', '02:00').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('takes another zone when given one', () => {
    expect(jobStartsAt('2026-07-04', '18:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-05T01:30:00.000Z',
    );
  });
});

describe('isJobExpired', () => {
  const start = new Date('2026-07-04T22:30:00Z');
  it('expires only open jobs, from their start', () => {
    expect(isJobExpired('open', start, new Date('2026-07-04T22:29:59Z'))).toBe(false);
    expect(isJobExpired('open', start, new Date('2026-07-04T22:30:00Z'))).toBe(true);
    expect(isJobExpired('assigned', start, new Date('2026-07-05T00:00:00Z'))).toBe(false);
  });
});
