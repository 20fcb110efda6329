import { describe, expect, it } from 'vitest';
import {
  contestDeadline,
  isLateCancellation,
  noShowCounts,
  reliabilityFigure,
  reliabilityLabel,
} from './reliability.js';

describe('reliabilityFigure', () => {
  it('is New with no booking whose outcome is known', () => {
    expect(reliabilityFigure(0, 0)).toEqual({ kind: 'new' });
    expect(reliabilityLabel(reliabilityFigure(0, 0))).toBe('New');
  });
  it('counts what went wrong against the bookings', () => {
    const figure = reliabilityFigure(50, 1);
    expect(figure).toEqual({ kind: 'rated', reliable: 49, of: 50, percent: 98 });
    expect(reliabilityLabel(figure)).toBe('Reliable: 49 of 50 games');
    expect(reliabilityLabel(reliabilityFigure(1, 1))).toBe('Reliable: 0 of 1 game');
  });
  it('never goes below zero', () => {
    expect(reliabilityFigure(2, 5)).toMatchObject({ reliable: 0, of: 2 });
  });
});

describe('no-show rules', () => {
  const reported = new Date('2026-06-01T20:00:00Z');
  const deadline = contestDeadline(reported);
  it('gives the helper 48 hours to contest', () => {
    expect(deadline.toISOString()).toBe('2026-06-03T20:00:00.000Z');
  });
  it('counts an uncontested report only after the deadline, an upheld one always, an overturned one never', () => {
    expect(noShowCounts('reported', deadline, new Date('2026-06-03T19:59:59Z'))).toBe(false);
    expect(noShowCounts('reported', deadline, deadline)).toBe(true);
    expect(noShowCounts('contested', deadline, new Date('2026-07-01T00:00:00Z'))).toBe(false);
    expect(noShowCounts('upheld', deadline, reported)).toBe(true);
    expect(noShowCounts('overturned', deadline, new Date('2026-07-01T00:00:00Z'))).toBe(false);
  });
});

describe('isLateCancellation', () => {
  const start = new Date('2026-06-01T22:00:00Z');
  it('is late within 24 hours of the start, and after it', () => {
    expect(isLateCancellation(start, new Date('2026-05-31T22:00:01Z'))).toBe(true);
    expect(isLateCancellation(start, new Date('2026-06-02T01:00:00Z'))).toBe(true);
    expect(isLateCancellation(start, new Date('2026-05-31T22:00:00Z'))).toBe(false);
  });
});
