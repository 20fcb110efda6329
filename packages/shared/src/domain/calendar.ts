/**
 * Game times are stored as the venue's wall clock (`jobDate` + `HH:MM`); a calendar needs instants.
 * These rules turn one into the other for an IANA time zone with the platform's own zone data (Intl),
 * so daylight-saving changes come out right without a date library.
 */

const partsFormatter = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatter.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatter.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `utcMs`, in minutes. */
export function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(utcMs))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time`. A time skipped by a
 * spring-forward change resolves to the instant one hour later on the clock, as calendar apps do.
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const instant = computeWallTimeToUtc(date, time, timeZone);
  // Bounded: a server lives for months, and the dates it sees keep moving.
  if (instants.size >= 10_000) instants.clear();
  instants.set(key, instant.getTime());
  return instant;
}

// Each list row asks for its game's start; formatting in a zone costs microseconds, and rows share
// dates and times (a search page: 21 rows, a few dates), so answers are kept.
const instants = new Map<string, number>();

function computeWallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const first = zoneOffsetMinutes(asUtc, timeZone);
  const byFirst = asUtc - first * 60_000;
  const second = zoneOffsetMinutes(byFirst, timeZone);
  if (second === first) return new Date(byFirst);
  const bySecond = asUtc - second * 60_000;
  // In a skipped hour neither offset reads back consistently: take the later instant.
  return new Date(zoneOffsetMinutes(bySecond, timeZone) === second ? bySecond : byFirst);
}

/** The day after `date` (YYYY-MM-DD), for games that run past midnight. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * A game's start and end instants at the venue. An end time at or before the start time is on the
 * next day (an overnight game), the same rule that makes its duration.
 */
export function gameInterval(
  game: { jobDate: string; startTime: string; endTime: string },
  timeZone: string,
): { start: Date; end: Date } {
  const overnight = game.endTime <= game.startTime;
  return {
    start: wallTimeToUtc(game.jobDate, game.startTime, timeZone),
    end: wallTimeToUtc(overnight ? nextDay(game.jobDate) : game.jobDate, game.endTime, timeZone),
  };
}
