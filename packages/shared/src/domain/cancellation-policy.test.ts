import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICY_DEFAULTS as defaults,
  cancellationFee,
  cancellationPolicySentence,
  cancelRequestOf,
  canAskArrival,
  CANCELLATION_FEE_FLOOR_PERCENT,
  CANCELLATION_POLICY_LIMITS,
} from './cancellation-policy.js';

const startsAt = new Date('2026-06-06T17:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const at = (now: Date, more: Partial<Parameters<typeof cancellationFee>[2]> = {}) => ({
  booked: true,
  reason: 'schedule_change' as const,
  helperArrived: false,
  startsAt,
  now,
  ...more,
});

describe('cancellationFee', () => {
  it('is free for a job nobody is booked on, however late', () => {
    expect(cancellationFee(defaults, 10_000, at(hoursBefore(1), { booked: false }))).toEqual({
      kind: 'none',
      percent: 0,
      cents: 0,
    });
  });
  it('is free until freeUntilHours before the start, then the late fee', () => {
    expect(cancellationFee(defaults, 10_000, at(hoursBefore(24))).kind).toBe('none');
    expect(cancellationFee(defaults, 10_000, at(new Date(hoursBefore(24).getTime() + 1)))).toEqual({
      kind: 'late_cancel',
      percent: 50,
      cents: 5000,
    });
    const custom = { ...defaults, freeUntilHours: 48, lateCancelPercent: 75, showUpPercent: 80 };
    expect(cancellationFee(custom, 10_000, at(hoursBefore(30)))).toEqual({
      kind: 'late_cancel',
      percent: 75,
      cents: 7500,
    });
  });
  it('charges the late fee for weather too, unless the helper was already there', () => {
    expect(cancellationFee(defaults, 10_000, at(hoursBefore(5), { reason: 'weather' })).kind).toBe(
      'late_cancel',
    );
    expect(
      cancellationFee(defaults, 10_000, at(hoursBefore(0.5), { reason: 'weather', helperArrived: true })),
    ).toEqual({ kind: 'show_up', percent: 50, cents: 5000 });
  });
  it('pays the show-up fee only for weather, and only on game day', () => {
    expect(
      cancellationFee(defaults, 10_000, at(hoursBefore(0.5), { reason: 'other', helperArrived: true })).kind,
    ).toBe('late_cancel');
    // "Arrived" three hours early is not believed: the late fee applies.
    expect(
      cancellationFee(defaults, 10_000, at(hoursBefore(3), { reason: 'weather', helperArrived: true })).kind,
    ).toBe('late_cancel');
    expect(canAskArrival(startsAt, hoursBefore(2))).toBe(true);
    expect(canAskArrival(startsAt, hoursBefore(2.01))).toBe(false);
  });
  it('rounds to whole cents, and a free game owes nothing', () => {
    expect(cancellationFee(defaults, 8_333, at(hoursBefore(1))).cents).toBe(4167);
    expect(cancellationFee(defaults, 0, at(hoursBefore(1))).kind).toBe('none');
  });
  it('never charges less than the floor, whatever a policy stored before it says', () => {
    const old = { freeUntilHours: 12, lateCancelPercent: 0, showUpPercent: 25 };
    expect(cancellationFee(old, 10_000, at(hoursBefore(1)))).toEqual({
      kind: 'late_cancel',
      percent: CANCELLATION_FEE_FLOOR_PERCENT,
      cents: 5000,
    });
    expect(
      cancellationFee(old, 10_000, at(hoursBefore(0.5), { reason: 'weather', helperArrived: true })),
    ).toEqual({ kind: 'show_up', percent: CANCELLATION_FEE_FLOOR_PERCENT, cents: 5000 });
    expect(CANCELLATION_POLICY_LIMITS.lateCancelPercent.min).toBe(50);
    expect(CANCELLATION_POLICY_LIMITS.showUpPercent.min).toBe(50);
  });
});

describe('cancelRequestOf', () => {
  it('takes the new body as it is', () => {
    expect(cancelRequestOf({ reason: 'weather', note: ' rain ', helperArrived: true })).toEqual({
      reason: 'weather',
      note: 'rain',
      helperArrived: true,
    });
  });
  it("reads the old body's free text as an 'other' reason with that text as the note", () => {
    expect(cancelRequestOf({ reason: 'Field closed' })).toEqual({
      reason: 'other',
      note: 'Field closed',
      helperArrived: false,
    });
    expect(cancelRequestOf(undefined)).toEqual({ reason: 'other', note: null, helperArrived: false });
  });
});

describe('cancellationPolicySentence', () => {
  it('names the terms with their dollar amounts', () => {
    expect(cancellationPolicySentence(defaults, 10_000)).toBe(
      'Free until 24 hours before the game; after that the team pays 50% of the pay ($50); ' +
        'if the game is rained out after the helper arrives, 50% ($50). ' +
        'Once the game has started it cannot be cancelled.',
    );
    expect(cancellationPolicySentence({ ...defaults, showUpPercent: 75 }, 12_550)).toContain(
      'after that the team pays 50% of the pay ($62.75); if the game is rained out after the helper arrives, 75% ($94.13).',
    );
  });
});
