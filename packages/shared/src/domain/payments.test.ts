import { describe, expect, it } from 'vitest';
import {
  creditKey,
  earnsLoyaltyCredit,
  freeGameDiscountCents,
  loyaltyCreditValueCents,
  paidGamesToNextFreeGame,
  paymentAmounts,
  referralCreditValuesCents,
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

describe('credit values (decision 26)', () => {
  it('a loyalty credit is worth the fees that earned it, up to the cap', () => {
    // Ten fifteen-minute games at $25/h: $6.25 of pay, 63 cents of fee each.
    expect(loyaltyCreditValueCents(630, 6000)).toBe(630);
    expect(loyaltyCreditValueCents(9000, 6000)).toBe(6000);
  });
  it('a referral pair shares the fee of the game that settled it', () => {
    expect(referralCreditValuesCents(601, 6000)).toEqual({ referrer: 300, referred: 301 });
    const { referrer, referred } = referralCreditValuesCents(12_345, 6000);
    expect(referrer + referred).toBeLessThanOrEqual(12_345);
    expect(referred).toBe(6000);
  });
  it('a credit takes off at most its value, the pay and the cap', () => {
    expect(freeGameDiscountCents(6000, 6000, 630)).toBe(630);
    expect(freeGameDiscountCents(2500, 6000, 6000)).toBe(2500);
    expect(freeGameDiscountCents(9000, 6000, 8000)).toBe(6000);
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
