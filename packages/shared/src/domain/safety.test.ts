import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  federalHolidays,
  addYearsToDay,
  effectiveCheckStatus,
  effectiveSafeSportStatus,
  passportLines,
} from './safety.js';

describe('safety passport rules', () => {
  it('counts five business days over a weekend', () => {
    // Wednesday 3 March 2027 -> Wednesday 10 March (Saturday and Sunday skipped).
    expect(addBusinessDays(new Date('2027-03-03T10:00:00Z'), 5).toISOString()).toBe(
      '2027-03-10T10:00:00.000Z',
    );
    // Friday -> the next Friday.
    expect(addBusinessDays(new Date('2027-03-05T10:00:00Z'), 5).toISOString()).toBe(
      '2027-03-12T10:00:00.000Z',
    );
  });

  it('skips federal holidays, as observed, so the person is never given fewer business days', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    // 2028 opens on a Saturday: observed on Friday 31 December 2027; Christmas 2027 on Friday the 24th.
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true);
    expect(federalHolidays(2027).has('2027-12-24')).toBe(true);
    // Monday before Thanksgiving 2026 -> Tuesday 1 December (Thursday the 26th is not counted).
    expect(addBusinessDays(new Date('2026-11-23T15:00:00Z'), 5).toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
  });

  it('expires a clear check after its date and a verified certificate on its day', () => {
    const expires = new Date('2028-10-01T00:00:00Z');
    expect(effectiveCheckStatus('clear', expires, 'none', new Date('2028-09-30T00:00:00Z'))).toBe('clear');
    expect(effectiveCheckStatus('clear', expires, 'none', new Date('2028-10-02T00:00:00Z'))).toBe('expired');
    expect(effectiveCheckStatus('consider', expires, 'engaged', new Date('2028-01-01T00:00:00Z'))).toBe(
      'clear',
    );
    expect(effectiveCheckStatus('consider', expires, 'pre_adverse', new Date('2028-01-01T00:00:00Z'))).toBe(
      'consider',
    );
    expect(effectiveSafeSportStatus('verified', '2027-03-01', '2027-02-28')).toBe('verified');
    expect(effectiveSafeSportStatus('verified', '2027-03-01', '2027-03-01')).toBe('expired');
    expect(addYearsToDay('2026-03-01', 1)).toBe('2027-03-01');
  });

  it('words the passport as the issue does', () => {
    expect(
      passportLines({
        backgroundCheckClearUntil: '2028-10-14T12:00:00.000Z',
        backgroundCheckExempt: false,
        safeSportTrainedUntil: '2027-03-02',
      }),
    ).toEqual(['Background check clear until Oct 2028', 'SafeSport trained until Mar 2027']);
    expect(
      passportLines({
        backgroundCheckClearUntil: null,
        backgroundCheckExempt: true,
        safeSportTrainedUntil: null,
      }),
    ).toEqual(['Under 18: exempt from background checks']);
  });
});
