import { describe, expect, it } from 'vitest';
import { offersReferrals } from './roles.js';

describe('offersReferrals: who is offered the referral program', () => {
  const today = '2026-12-07';
  it('offers it to adult team and helper accounts, not to teens, staff or directors', () => {
    expect(offersReferrals({ role: 'helper', dateOfBirth: '1990-01-01' }, today)).toBe(true);
    expect(offersReferrals({ role: 'team', dateOfBirth: null }, today)).toBe(true);
    // Fifteen today; eighteen tomorrow is still a teen today.
    expect(offersReferrals({ role: 'helper', dateOfBirth: '2011-06-01' }, today)).toBe(false);
    expect(offersReferrals({ role: 'both', dateOfBirth: '2008-12-08' }, today)).toBe(false);
    expect(offersReferrals({ role: 'helper', dateOfBirth: '2008-12-07' }, today)).toBe(true);
    expect(offersReferrals({ role: 'admin', dateOfBirth: '1980-01-01' }, today)).toBe(false);
    expect(offersReferrals({ role: 'tournament-director', dateOfBirth: null }, today)).toBe(false);
    expect(offersReferrals(null, today)).toBe(false);
  });
});
