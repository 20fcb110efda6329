import { describe, expect, it } from 'vitest';
import { adultOn, ageOn, clockLabel, endsTooLateForMinor, isMinorOn, isRealDate } from './guardians.js';

describe('teen helper rules (decision 23)', () => {
  it('knows real dates', () => {
    expect(isRealDate('2012-02-29')).toBe(true);
    expect(isRealDate('2013-02-29')).toBe(false);
    expect(isRealDate('2010-13-01')).toBe(false);
    expect(isRealDate('2010-1-01')).toBe(false);
    expect(isRealDate('not a date')).toBe(false);
  });

  it('counts whole years, a birthday counting on the day', () => {
    expect(ageOn('2010-06-15', '2023-06-14')).toBe(12);
    expect(ageOn('2010-06-15', '2023-06-15')).toBe(13);
    expect(ageOn('2008-12-31', '2026-12-30')).toBe(17);
    expect(isMinorOn('2008-12-31', '2026-12-31')).toBe(false);
    expect(isMinorOn(null, '2026-12-31')).toBe(false);
  });

  it('makes a 29 February birthday an adult on 1 March of a common year', () => {
    expect(adultOn('2008-02-29')).toBe('2026-03-01');
    expect(adultOn('2008-06-15')).toBe('2026-06-15');
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('refuses games ending after the limit or past midnight', () => {
    expect(endsTooLateForMinor({ startTime: '18:00', endTime: '21:00' })).toBe(false);
    expect(endsTooLateForMinor({ startTime: '18:00', endTime: '21:01' })).toBe(true);
    expect(endsTooLateForMinor({ startTime: '20:00', endTime: '00:30' })).toBe(true);
    expect(endsTooLateForMinor({ startTime: '18:00', endTime: '21:30' }, '22:00')).toBe(false);
    expect(clockLabel('21:00')).toBe('9:00 PM');
    expect(clockLabel('00:15')).toBe('12:15 AM');
  });
});
