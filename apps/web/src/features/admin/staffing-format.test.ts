import { describe, expect, it } from 'vitest';
import { shareLabel, waitLabel, weekLabel } from './staffing-format';

describe('staffing table labels', () => {
  it('reads a median wait in minutes, hours and days', () => {
    expect(waitLabel(0)).toBe('under 1 min');
    expect(waitLabel(45)).toBe('45 min');
    expect(waitLabel(60)).toBe('1 h');
    expect(waitLabel(130)).toBe('2 h 10 min');
    expect(waitLabel(24 * 60)).toBe('1 d');
    expect(waitLabel(3 * 24 * 60 + 4 * 60 + 59)).toBe('3 d 4 h');
  });

  it('shows the share filled as a whole percentage, none when nothing is decided', () => {
    expect(shareLabel(5, 6)).toBe('83%');
    expect(shareLabel(0, 3)).toBe('0%');
    expect(shareLabel(0, 0)).toBeNull();
  });

  it('names a week by its Monday', () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23');
  });
});
