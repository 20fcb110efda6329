import { describe, expect, it } from 'vitest';
import { STANDBY_OFFER_MIN_MS, STANDBY_OFFER_WINDOW_MS, standbyOfferDeadline } from './standby-offers.js';

const now = new Date('2026-06-13T12:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);

describe('a standby offer deadline', () => {
  it('is two hours while the game is far off', () => {
    expect(standbyOfferDeadline(now, inMinutes(48 * 60))).toEqual(
      new Date(now.getTime() + STANDBY_OFFER_WINDOW_MS),
    );
    expect(standbyOfferDeadline(now, inMinutes(6 * 60))).toEqual(inMinutes(120));
  });

  it('shrinks to a third of the time left near the game, and is not offered under ten minutes', () => {
    expect(standbyOfferDeadline(now, inMinutes(180))).toEqual(inMinutes(60));
    expect(standbyOfferDeadline(now, inMinutes(30))).toEqual(inMinutes(10));
    expect(standbyOfferDeadline(now, inMinutes(29))).toBeNull();
    expect(standbyOfferDeadline(now, inMinutes(-5))).toBeNull();
    expect(STANDBY_OFFER_MIN_MS).toBe(10 * 60_000);
  });
});
