import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { busyTimesOf } from './calendar-busy.js';

const NOW = new Date('2026-12-07T12:00:00Z');
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('busy times read from a calendar file', () => {
  it('keeps the coming occurrences of a weekly event that began years ago', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:practice',
      'DTSTART:20100105T230000Z',
      'DTEND:20100106T003000Z',
      'RRULE:FREQ=WEEKLY',
      'SUMMARY:Practice',
      'END:VEVENT',
    );
    const spans = busyTimesOf(text, 'America/New_York', NOW);
    expect(spans.length).toBeGreaterThan(0);
    expect(spans[0]!.start.getTime()).toBeGreaterThan(NOW.getTime() - 2 * 3_600_000);
    expect(spans[0]!.start.getUTCDay()).toBe(2);
  });

  it('reads a time by its TZID when the calendar defines no such zone', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:shift',
      'DTSTART;TZID=America/Los_Angeles:20261210T090000',
      'DTEND;TZID=America/Los_Angeles:20261210T100000',
      'END:VEVENT',
    );
    const [span] = busyTimesOf(text, 'America/New_York', NOW);
    // 09:00 in Los Angeles (PST) is 17:00 UTC, not 14:00 (09:00 in New York).
    expect(span!.start.toISOString()).toBe('2026-12-10T17:00:00.000Z');
  });

  it("leaves no calendar's own zones behind for the next helper's", () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Custom/Zone',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:custom',
      'DTSTART;TZID=Custom/Zone:20261210T090000',
      'DTEND;TZID=Custom/Zone:20261210T100000',
      'END:VEVENT',
    );
    const [span] = busyTimesOf(text, 'America/New_York', NOW);
    expect(span!.start.toISOString()).toBe('2026-12-10T06:00:00.000Z');
    expect(ICAL.TimezoneService.has('Custom/Zone')).toBe(false);
  });

  it('refuses a file whose repeating events would take too long to walk', () => {
    const events = Array.from({ length: 30 }, (_, i) =>
      [
        'BEGIN:VEVENT',
        `UID:e${i}`,
        'DTSTART:19700101T000000Z',
        'DTEND:19700101T000100Z',
        'RRULE:FREQ=DAILY',
        'END:VEVENT',
      ].join('\r\n'),
    );
    expect(() => busyTimesOf(calendar(...events), 'UTC', NOW)).toThrow();
  });
});
