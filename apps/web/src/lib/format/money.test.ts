import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('shows whole dollars without cents', () => {
    expect(formatAmount(7500)).toBe('$75');
    expect(formatAmount(0)).toBe('$0');
    expect(formatAmount(100000)).toBe('$1,000');
  });

  it('shows both cent digits when there are cents', () => {
    expect(formatAmount(6250)).toBe('$62.50');
    expect(formatAmount(7505)).toBe('$75.05');
    expect(formatAmount(123456)).toBe('$1,234.56');
  });
});
