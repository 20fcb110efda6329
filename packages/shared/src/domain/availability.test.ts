import { describe, expect, it } from 'vitest';
import { fitsAvailability, weeklyMinuteRanges, type AvailabilityRules } from './availability.js';
import { jobStartsAt } from './schedule.js';

const game = (date: string, from: string, hours: number, zone = 'America/New_York') => {
  const startsAt = jobStartsAt(date, from, zone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + hours * 3600_000) };
};
const base: AvailabilityRules = {
  timeZone: 'America/New_York',
  weekly: [],
  blackouts: [],
  maxGamesPerDay: null,
};

describe('fitsAvailability', () => {
  it('fits anything when nothing is set', () => {
    expect(fitsAvailability(base, game('2026-12-12', '10:00', 2), 5)).toEqual({ fits: true, misses: [] });
  });

  it('reads the weekly hours in the helper zone, not the venue zone', () => {
    // Saturdays 9-17 in New York; a 10:00 game in Los Angeles is 13:00 in New York: fits.
    const rules = { ...base, weekly: [{ day: 6, from: '09:00', to: '17:00' }] };
    expect(fitsAvailability(rules, game('2026-12-12', '10:00', 2, 'America/Los_Angeles'), 0).fits).toBe(true);
    // A 15:00 Los Angeles game is 18:00-20:00 in New York: outside.
    expect(fitsAvailability(rules, game('2026-12-12', '15:00', 2, 'America/Los_Angeles'), 0).misses).toEqual([
      'outside-hours',
    ]);
    // Sunday is not in the pattern.
    expect(fitsAvailability(rules, game('2026-12-13', '10:00', 2), 0).fits).toBe(false);
  });

  it('takes a range past midnight into the next day, and Saturday night into Sunday', () => {
    const rules = { ...base, weekly: [{ day: 6, from: '20:00', to: '02:00' }] };
    expect(fitsAvailability(rules, game('2026-12-12', '23:00', 2), 0).fits).toBe(true);
    expect(fitsAvailability(rules, game('2026-12-13', '00:30', 1), 0).fits).toBe(true);
    expect(fitsAvailability(rules, game('2026-12-13', '01:30', 1), 0).fits).toBe(false);
    // Ranges on adjoining days join: Friday to midnight and Saturday from midnight.
    const joined = {
      ...base,
      weekly: [
        { day: 5, from: '18:00', to: '00:00' },
        { day: 6, from: '00:00', to: '03:00' },
      ],
    };
    expect(fitsAvailability(joined, game('2026-12-11', '23:00', 3), 0).fits).toBe(true);
    expect(weeklyMinuteRanges(joined.weekly)[0]).toEqual([5 * 1440 + 1080, 6 * 1440 + 180]);
  });

  it('blocks a game touching a blackout day in the helper zone, including one crossing midnight', () => {
    const rules = { ...base, blackouts: [{ from: '2026-12-13', to: '2026-12-13' }] };
    expect(fitsAvailability(rules, game('2026-12-12', '10:00', 2), 0).fits).toBe(true);
    expect(fitsAvailability(rules, game('2026-12-12', '23:00', 2), 0).misses).toEqual(['blackout']);
    // Ending exactly at midnight does not touch the next day.
    expect(fitsAvailability(rules, game('2026-12-12', '22:00', 2), 0).fits).toBe(true);
    // 21:30 in Los Angeles on the 12th is 00:30 on the 13th in New York.
    expect(fitsAvailability(rules, game('2026-12-12', '21:30', 1, 'America/Los_Angeles'), 0).fits).toBe(
      false,
    );
  });

  it('blocks a game overlapping a calendar busy time only', () => {
    const g = game('2026-12-12', '10:00', 2);
    const busy = [{ start: new Date(g.endsAt.getTime()), end: new Date(g.endsAt.getTime() + 3600_000) }];
    expect(fitsAvailability({ ...base, busy }, g, 0).fits).toBe(true);
    busy[0]!.start = new Date(g.endsAt.getTime() - 60_000);
    expect(fitsAvailability({ ...base, busy }, g, 0).misses).toEqual(['calendar-busy']);
  });

  it('holds the games-per-day limit', () => {
    const rules = { ...base, maxGamesPerDay: 2 };
    expect(fitsAvailability(rules, game('2026-12-12', '10:00', 2), 1).fits).toBe(true);
    expect(fitsAvailability(rules, game('2026-12-12', '10:00', 2), 2).misses).toEqual(['daily-limit']);
  });
});
