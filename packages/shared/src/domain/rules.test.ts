import { describe, expect, it } from 'vitest';
import { avatarLetter, isHelperRole, isTeamRole, sidebarLinks } from './roles.js';
import { starsFor, formatRating } from './star-rating.js';
import { serviceTypeInfo } from './service-types.js';
import { formatDollars, dollarsToCents } from './money.js';

describe('sidebarLinks', () => {
  const paths = (role: Parameters<typeof sidebarLinks>[0]) => sidebarLinks(role).map((l) => l.to);
  const common = ['/dashboard', '/dashboard/messages', '/dashboard/profile', '/dashboard/payments'];

  it('gives a team Post a Job and My Jobs, not Find Gigs', () => {
    expect(paths('team')).toEqual(['/dashboard', '/post-job', '/dashboard/my-jobs', ...common.slice(1)]);
  });
  it('gives a helper Find Gigs and My Applications, not Post a Job', () => {
    expect(paths('helper')).toEqual(['/dashboard', '/jobs', '/dashboard/my-applications', ...common.slice(1)]);
  });
  it('gives both roles everything', () => {
    expect(paths('both')).toEqual([
      '/dashboard',
      '/post-job',
      '/dashboard/my-jobs',
      '/jobs',
      '/dashboard/my-applications',
      ...common.slice(1),
    ]);
  });
  it('gives admins and directors the common links only', () => {
    expect(paths('admin')).toEqual(common);
    expect(paths('tournament-director')).toEqual(common);
  });
  it('labels Find Gigs as the spec does', () => {
    expect(sidebarLinks('helper').find((l) => l.to === '/jobs')?.label).toBe('Find Gigs');
  });
});

describe('roles', () => {
  it('knows who posts and who works', () => {
    expect([isTeamRole('team'), isTeamRole('both'), isTeamRole('helper'), isTeamRole(null)]).toEqual([true, true, false, false]);
    expect([isHelperRole('helper'), isHelperRole('both'), isHelperRole('team'), isHelperRole('admin')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('picks the avatar letter from first name, then username, then U', () => {
    expect(avatarLetter({ firstName: 'maria', username: 'zed' })).toBe('M');
    expect(avatarLetter({ firstName: '  ', username: 'zed' })).toBe('Z');
    expect(avatarLetter({ firstName: null, username: null })).toBe('U');
    expect(avatarLetter(null)).toBe('U');
  });
});

describe('starsFor', () => {
  it('draws full, half and empty stars', () => {
    expect(starsFor(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starsFor(4.49)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsFor(0)).toEqual(Array(5).fill('empty'));
  });
  it('clamps to the scale', () => {
    expect(starsFor(7)).toEqual(Array(5).fill('full'));
    expect(starsFor(-2)).toEqual(Array(5).fill('empty'));
    expect(starsFor(Number.NaN)).toEqual(Array(5).fill('empty'));
    expect(starsFor(2.5, 3)).toEqual(['full', 'full', 'half']);
  });
  it('shows ratings to one decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
  });
});

describe('serviceTypeInfo', () => {
  it('has the spec labels and prices', () => {
    expect(serviceTypeInfo('scorekeeper')).toEqual({ label: 'Scorekeeping', priceLabel: '$25+/hour' });
    expect(serviceTypeInfo('scoreboard').label).toBe('Scoreboard');
    expect(serviceTypeInfo('streaming').label).toBe('Streaming');
    expect(serviceTypeInfo('full-service')).toEqual({ label: 'Full Service', priceLabel: '$35+/hour' });
    expect(serviceTypeInfo('juggling')).toEqual({ label: 'Other', priceLabel: '$25+/hour' });
  });
});

describe('money', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatDollars(2500)).toBe('$25');
    expect(formatDollars(123456)).toBe('$1,235');
    expect(dollarsToCents(27.5)).toBe(2750);
  });
});
