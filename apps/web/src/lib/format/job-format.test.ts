import { describe, expect, it } from 'vitest';
import {
  venueMoment,
  appliedOn,
  clockTime,
  gameTimeRange,
  hourlyRateLabel,
  hoursLabel,
  longJobDate,
  milesLabel,
  perHour,
  shortJobDate,
  timeRange,
} from './job-format';

describe('longJobDate and shortJobDate', () => {
  it('print a game date in the long and the short US form', () => {
    expect(longJobDate('2026-03-07')).toBe('Saturday, March 7, 2026');
    expect(shortJobDate('2025-03-01')).toBe('Mar 1, 2025');
  });

  it('keep the calendar day at the edges of the year', () => {
    expect(longJobDate('2025-12-31')).toBe('Wednesday, December 31, 2025');
    expect(shortJobDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('show a malformed date as it came', () => {
    expect(longJobDate('soon')).toBe('soon');
    expect(shortJobDate('2026-13-45')).toBe('2026-13-45');
  });
});

describe('clockTime', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['09:30', '9:30 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['18:30', '6:30 PM'],
    ['23:59', '11:59 PM'],
  ])('prints %s as %s', (time, shown) => {
    expect(clockTime(time)).toBe(shown);
  });

  it('shows a malformed time as it came', () => {
    expect(clockTime('24:00')).toBe('24:00');
    expect(clockTime('6:30 PM')).toBe('6:30 PM');
  });

  it('joins a start and an end into a range', () => {
    expect(timeRange('18:00', '20:30')).toBe('6:00 PM - 8:30 PM');
  });
});

describe('the short labels', () => {
  it('say hour for exactly one and hours otherwise', () => {
    expect(hoursLabel(1)).toBe('1 hour');
    expect(hoursLabel(2.5)).toBe('2.5 hours');
    expect(hoursLabel(0.5)).toBe('0.5 hours');
  });

  it('show a rate in cents as whole dollars', () => {
    expect(hourlyRateLabel(2500)).toBe('$25/hr');
    expect(perHour(2550)).toBe('$26/hour');
    expect(perHour(150000)).toBe('$1,500/hour');
  });

  it('show a distance to one decimal', () => {
    expect(milesLabel(3.24)).toBe('3.2 mi');
    expect(milesLabel(0)).toBe('0.0 mi');
  });
});

describe('appliedOn', () => {
  it('prints when an application was sent', () => {
    // Midday UTC: the same calendar day in every time zone the test machine may be in.
    expect(appliedOn('2025-03-01T12:00:00.000Z')).toBe('Mar 1, 2025');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(appliedOn('yesterday')).toBe('');
  });
});

describe('gameTimeRange', () => {
  const game = {
    jobDate: '2026-07-04',
    startTime: '18:00',
    endTime: '20:00',
    timeZone: 'America/Los_Angeles',
  };
  it("adds the venue's zone when the viewer's clock reads otherwise", () => {
    expect(gameTimeRange(game, 'America/New_York')).toBe('6:00 PM - 8:00 PM PDT');
    expect(gameTimeRange({ ...game, timeZone: 'America/Phoenix' }, 'America/Denver')).toBe(
      '6:00 PM - 8:00 PM MST',
    );
  });

  it('labels an Eastern game for a helper in Hawaii, on either side of daylight saving', () => {
    const eastern = { ...game, timeZone: 'America/New_York' };
    expect(gameTimeRange(eastern, 'Pacific/Honolulu')).toBe('6:00 PM - 8:00 PM EDT');
    expect(gameTimeRange({ ...eastern, jobDate: '2026-12-05' }, 'Pacific/Honolulu')).toBe(
      '6:00 PM - 8:00 PM EST',
    );
  });

  it('leaves it out when the viewer keeps the same clock', () => {
    expect(gameTimeRange(game, 'America/Los_Angeles')).toBe('6:00 PM - 8:00 PM');
    expect(gameTimeRange({ ...game, timeZone: 'America/Detroit' }, 'America/New_York')).toBe(
      '6:00 PM - 8:00 PM',
    );
  });

  it("always names the venue's zone when the viewer's is not known (a first server render)", () => {
    expect(gameTimeRange(game, null)).toBe('6:00 PM - 8:00 PM PDT');
    expect(gameTimeRange({ ...game, jobDate: '2026-12-05', timeZone: 'America/New_York' }, null)).toBe(
      '6:00 PM - 8:00 PM EST',
    );
  });
});

describe('venueMoment', () => {
  it("reads an instant on the venue's clock, with its zone", () => {
    expect(venueMoment('2026-07-04T19:15:00Z', 'America/New_York')).toBe('Sat, 3:15 PM EDT');
    expect(venueMoment('2026-07-04T19:15:00Z', 'America/Los_Angeles')).toBe('Sat, 12:15 PM PDT');
  });

  it('shows a malformed instant as it came', () => {
    expect(venueMoment('soon', 'America/New_York')).toBe('soon');
  });
});
