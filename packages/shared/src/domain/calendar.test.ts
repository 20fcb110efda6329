import { describe, expect, it } from 'vitest';
import { gameInterval, nextDay, wallTimeToUtc, zoneOffsetMinutes } from './calendar.js';

describe('venue wall time to UTC', () => {
  it('reads Eastern Daylight Time in summer and Eastern Standard Time in winter', () => {
    expect(wallTimeToUtc('2026-06-13', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-06-13T13:30:00.000Z',
    );
    expect(wallTimeToUtc('2026-01-10', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-01-10T14:30:00.000Z',
    );
  });

  it('knows other zones: Central, and Arizona without daylight saving', () => {
    expect(wallTimeToUtc('2026-06-13', '18:00', 'America/Chicago').toISOString()).toBe(
      '2026-06-13T23:00:00.000Z',
    );
    expect(wallTimeToUtc('2026-06-13', '18:00', 'America/Phoenix').toISOString()).toBe(
      '2026-06-14T01:00:00.000Z',
    );
  });

  it('is right on both sides of a daylight-saving change', () => {
    // 2026-03-08 02:00 EST becomes 03:00 EDT.
    expect(wallTimeToUtc('2026-03-08', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(wallTimeToUtc('2026-03-08', '03:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // The skipped half hour lands on a real instant, an hour later on the clock.
    expect(wallTimeToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zoneOffsetMinutes(Date.UTC(2026, 10, 1, 12), 'America/New_York')).toBe(-300);
  });

  it('reads the offset on each side of a change, asked twice, half-hour changes included', () => {
    for (let round = 0; round < 2; round++) {
      expect(zoneOffsetMinutes(Date.UTC(2026, 2, 8, 6, 59, 59), 'America/New_York')).toBe(-300);
      expect(zoneOffsetMinutes(Date.UTC(2026, 2, 8, 7), 'America/New_York')).toBe(-240);
      // Lord Howe Island moves half an hour, at 02:00 local (+10:30) on 4 October 2026.
      expect(zoneOffsetMinutes(Date.UTC(2026, 9, 3, 15, 29, 59), 'Australia/Lord_Howe')).toBe(630);
      expect(zoneOffsetMinutes(Date.UTC(2026, 9, 3, 15, 30), 'Australia/Lord_Howe')).toBe(660);
    }
  });

  it('puts an overnight game\u2019s end on the next day, across a month end', () => {
    const { start, end } = gameInterval(
      { jobDate: '2026-05-31', startTime: '22:00', endTime: '01:00' },
      'America/New_York',
    );
    expect(start.toISOString()).toBe('2026-06-01T02:00:00.000Z');
    expect(end.toISOString()).toBe('2026-06-01T05:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
