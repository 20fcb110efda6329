import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a positive integer', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('007')).toBe(7);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-3'],
    ['a decimal', '1.5'],
    ['an exponent', '1e3'],
    ['hexadecimal', '0x1f'],
    ['padded', ' 12'],
    ['a slug', '12-scorekeeper'],
    ['beyond a safe integer', '9007199254740993'],
  ])('answers null for an id that is %s', (_case, raw) => {
    expect(parseRouteId(raw)).toBeNull();
  });
});
