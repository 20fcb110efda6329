import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
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
