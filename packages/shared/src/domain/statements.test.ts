import { describe, expect, it } from 'vitest';
import { StatementQuerySchema } from '../schemas/statements.js';
import { formatMoney, FORM_1099K_THRESHOLD_CENTS, periodDays, thresholdNotice } from './statements.js';

describe('statements', () => {
  it('formats every cent with thousands grouped', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(750)).toBe('$7.50');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-5005)).toBe('-$50.05');
  });

  it('takes periods up to a leap year and refuses reversed or longer ones', () => {
    expect(periodDays('2028-01-01', '2028-12-31')).toBe(366);
    expect(StatementQuerySchema.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(StatementQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(StatementQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(false);
    expect(StatementQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
  });

  it('notices card earnings near the 1099-K threshold, and past it only with enough payments', () => {
    expect(thresholdNotice(FORM_1099K_THRESHOLD_CENTS * 0.79, 150, '2026')).toBeNull();
    expect(thresholdNotice(FORM_1099K_THRESHOLD_CENTS * 0.8, 150, '2026')).toMatch(/nearing/);
    expect(thresholdNotice(FORM_1099K_THRESHOLD_CENTS + 1, 200, '2026')).toMatch(/nearing/);
    expect(thresholdNotice(FORM_1099K_THRESHOLD_CENTS + 1, 201, '2026')).toMatch(/past the federal/);
  });
});
