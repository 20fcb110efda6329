import { describe, expect, it } from 'vitest';
import {
  creditKey,
  earnsLoyaltyCredit,
  paidGamesToNextFreeGame,
  paymentAmounts,
  venmoPayLink,
} from './payments.js';

describe('paymentAmounts', () => {
  it('adds the 10% platform fee to card payments only', () => {
    expect(paymentAmounts(7500, 'card')).toEqual({ payCents: 7500, platformFeeCents: 750, totalCents: 8250 });
    expect(paymentAmounts(7500, 'venmo')).toEqual({ payCents: 7500, platformFeeCents: 0, totalCents: 7500 });
    expect(paymentAmounts(7500, 'paypal').totalCents).toBe(7500);
    expect(paymentAmounts(7500, 'credit').platformFeeCents).toBe(0);
  });
  it('rounds the fee to whole cents', () => {
    expect(paymentAmounts(3333, 'card')).toEqual({ payCents: 3333, platformFeeCents: 333, totalCents: 3666 });
  });
});

describe('loyalty', () => {
  it('earns on every 10th paid game and no other', () => {
    expect([0, 1, 9, 10, 11, 19, 20, 30].map(earnsLoyaltyCredit)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      true,
      true,
    ]);
  });
  it('counts games to the next free game', () => {
    expect(paidGamesToNextFreeGame(0)).toBe(10);
    expect(paidGamesToNextFreeGame(7)).toBe(3);
    expect(paidGamesToNextFreeGame(10)).toBe(10);
  });
  it('keys each grant by its cause', () => {
    expect(creditKey.loyalty(5)).toBe('loyalty:5');
    expect(creditKey.referrer(9)).not.toBe(creditKey.referred(9));
  });
});

describe('venmoPayLink', () => {
  it('opens the handle without @ with the amount and note filled', () => {
    expect(venmoPayLink('@sam-keeps', 7500, 'Scorekeeper 2026-05-01')).toBe(
      'https://venmo.com/sam-keeps?txn=pay&amount=75.00&note=Scorekeeper+2026-05-01',
    );
  });
  it('is null without a usable handle', () => {
    expect(venmoPayLink(null, 100, 'x')).toBeNull();
    expect(venmoPayLink('@', 100, 'x')).toBeNull();
    expect(venmoPayLink('@bad/../path', 100, 'x')).toBeNull();
  });
});
