/**
 * A helper's availability (issue 55, DESIGN decision 29): a weekly pattern in the helper's own zone,
 * dated blackouts (whole days in that zone), busy times from their calendar (instants), and a most-
 * games-per-day limit. One pure rule, `fitsAvailability`, says whether a game fits; the server's SQL
 * (modules/availability) reads the same weekly ranges this file builds, so both agree.
 */
import { zoneOffsetMinutes } from './calendar.js';

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export interface WeeklyRange {
  /** 0 = Sunday .. 6 = Saturday, the day the range starts on. */
  day: number;
  from: string;
  /** Earlier than (or equal to "00:00") `from`: the range runs past midnight into the next day. */
  to: string;
}

export interface Blackout {
  from: string;
  to: string;
  note?: string | null;
}

export interface BusyTime {
  start: Date;
  end: Date;
}

export interface AvailabilityRules {
  timeZone: string;
  weekly: readonly WeeklyRange[];
  blackouts: readonly Blackout[];
  /** Busy times read from the helper's calendar: blackouts to the minute. */
  busy?: readonly BusyTime[];
  maxGamesPerDay: number | null;
}

export type AvailabilityMiss = 'outside-hours' | 'blackout' | 'calendar-busy' | 'daily-limit';

export const AVAILABILITY_MISS_LABELS: Record<AvailabilityMiss, string> = {
  'outside-hours': 'outside your weekly hours',
  blackout: 'on a blocked date',
  'calendar-busy': 'busy in your calendar',
  'daily-limit': 'over your games-per-day limit',
};

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * The weekly pattern as merged [start, end) minutes of a week (Sunday 00:00 = 0), laid over two
 * weeks so a game late on Saturday running into Sunday is one contiguous range. A range whose end
 * is not after its start runs past midnight. Empty when no weekly hours are set.
 */
export function weeklyMinuteRanges(weekly: readonly WeeklyRange[]): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  for (const range of weekly) {
    const start = range.day * MINUTES_PER_DAY + minutesOf(range.from);
    let end = range.day * MINUTES_PER_DAY + minutesOf(range.to);
    if (end <= start) end += MINUTES_PER_DAY;
    raw.push([start, end], [start + MINUTES_PER_WEEK, end + MINUTES_PER_WEEK]);
    // Saturday's range past midnight also covers the first minutes of the first week's Sunday.
    if (end > MINUTES_PER_WEEK) raw.push([0, end - MINUTES_PER_WEEK]);
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of raw) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The wall clock in `timeZone` at `at`: its date, weekday and minute of the week. */
export function localMoment(at: Date, timeZone: string): { date: string; minuteOfWeek: number } {
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(at.getTime(), timeZone) * 60_000);
  const minuteOfDay = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  return {
    date: shifted.toISOString().slice(0, 10),
    minuteOfWeek: shifted.getUTCDay() * MINUTES_PER_DAY + minuteOfDay,
  };
}

/**
 * Whether a game (its start and end instants, read from the venue's zone) fits a helper's
 * availability, and if not, every reason. `bookedThatDay` counts the helper's games already booked
 * on the game's start date in the helper's zone. No weekly hours means any hour; no limit, any number.
 */
export function fitsAvailability(
  availability: AvailabilityRules,
  game: { startsAt: Date; endsAt: Date },
  bookedThatDay: number,
): { fits: boolean; misses: AvailabilityMiss[] } {
  const misses: AvailabilityMiss[] = [];
  const start = localMoment(game.startsAt, availability.timeZone);
  // The last minute the game runs, so a game ending at midnight does not touch the next day.
  const last = localMoment(new Date(game.endsAt.getTime() - 1), availability.timeZone);
  const minutes = Math.max(1, Math.round((game.endsAt.getTime() - game.startsAt.getTime()) / 60_000));

  if (availability.weekly.length > 0) {
    const end = start.minuteOfWeek + minutes;
    const inside = weeklyMinuteRanges(availability.weekly).some(
      ([from, to]) => from <= start.minuteOfWeek && end <= to,
    );
    if (!inside) misses.push('outside-hours');
  }
  if (availability.blackouts.some((b) => b.from <= last.date && b.to >= start.date)) misses.push('blackout');
  if (
    (availability.busy ?? []).some(
      (b) => b.start.getTime() < game.endsAt.getTime() && b.end.getTime() > game.startsAt.getTime(),
    )
  )
    misses.push('calendar-busy');
  if (availability.maxGamesPerDay !== null && bookedThatDay >= availability.maxGamesPerDay)
    misses.push('daily-limit');
  return { fits: misses.length === 0, misses };
}
