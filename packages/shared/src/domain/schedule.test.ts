import { describe, expect, it } from 'vitest';
import { gameDayName, isJobExpired, jobStartsAt } from './schedule.js';

describe('jobStartsAt', () => {
  const ET = 'America/New_York';
  it("reads the date and time as the venue's wall-clock time, daylight saving included", () => {
    expect(jobStartsAt('2026-07-04', '18:30', ET).toISOString()).toBe('2026-07-04T22:30:00.000Z');
    expect(jobStartsAt('2026-01-10', '09:00', ET).toISOString()).toBe('2026-01-10T14:00:00.000Z');
    // The day the clocks go back: 01:30 is read as the first (daylight) one, 02:00 as standard time.
    expect(jobStartsAt('2026-11-01', '02:00', ET).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(jobStartsAt('2026-07-04', '18:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-05T01:30:00.000Z',
    );
  });

  it('keeps Arizona on standard time across the daylight-saving change', () => {
    expect(jobStartsAt('2026-03-07', '18:00', 'America/Phoenix').toISOString()).toBe(
      '2026-03-08T01:00:00.000Z',
    );
    expect(jobStartsAt('2026-03-08', '18:00', 'America/Phoenix').toISOString()).toBe(
      '2026-03-09T01:00:00.000Z',
    );
  });
});

describe('gameDayName', () => {
  const LA = 'America/Los_Angeles';
  const game = new Date('2026-11-28T02:00:00Z'); // Friday 27 November, 6 PM in Los Angeles
  it("names the game's day on the venue's calendar, not the server's", () => {
    // 05:26 in New York on the 27th is 02:26 the same day in Los Angeles: the game is today.
    expect(gameDayName(game, new Date('2026-11-27T10:26:00Z'), LA)).toBe('today');
    expect(gameDayName(game, new Date('2026-11-27T08:00:00Z'), LA)).toBe('today');
    // 02:30 on the 27th in New York is still the 26th in Los Angeles.
    expect(gameDayName(game, new Date('2026-11-27T07:30:00Z'), LA)).toBe('tomorrow');
    expect(gameDayName(game, new Date('2026-11-25T20:00:00Z'), LA)).toBe('Friday');
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
