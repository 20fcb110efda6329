import { describe, expect, it } from 'vitest';
import type { HelperProfile, TeamProfile } from '@sideline/shared';
import { missingHelperFields, missingTeamFields, statusOf } from './profile-completion';

const team: TeamProfile = {
  id: 1,
  userId: 7,
  teamName: 'Tampa Tigers',
  sportTypes: ['baseball'],
  sportType: 'baseball',
  teamLocation: 'Tampa, FL',
  bio: null,
  profileImage: null,
  isVerified: false,
  yearsActive: 2,
  jobsPosted: 0,
  avgRating: 0,
  totalReviews: 0,
  teamAchievements: [],
  successStories: [],
  hourlyBudget: 2500,
  venmoUsername: 'tigers',
  coachName: 'Casey Coach',
  zipCode: '33602',
};

const helper: HelperProfile = {
  id: 2,
  userId: 8,
  email: 'sam@example.com',
  user: { firstName: 'Sam', lastName: 'Helper', zipCode: '33602' },
  bio: null,
  hourlyRateMin: 2500,
  hourlyRateMax: 5000,
  isScorekeeper: true,
  isScoreboard: false,
  isStreaming: false,
  hasEquipment: false,
  equipmentDetails: null,
  equipment: [],
  availability: null,
  venmoUsername: 'sam-helps',
  profileImage: null,
  isVerified: false,
  verified: false,
  yearsOfExperience: 1,
  completedJobs: 0,
  avgRating: 0,
  totalReviews: 0,
  certifications: [],
  experience: null,
  skills: ['scorekeeper'],
  distanceMiles: null,
  underEighteen: false,
};

describe('missingTeamFields', () => {
  it('is empty for a team that can post jobs', () => {
    expect(missingTeamFields(team)).toEqual([]);
  });

  it('names every missing field, counting blank text as missing', () => {
    expect(
      missingTeamFields({ ...team, teamName: '  ', sportTypes: [], teamLocation: null, venmoUsername: ' ' }),
    ).toEqual(['team name', 'sports', 'team location', 'Venmo username']);
    expect(missingTeamFields({ ...team, teamLocation: ' ', venmoUsername: null })).toEqual([
      'team location',
      'Venmo username',
    ]);
  });
});

describe('missingHelperFields', () => {
  it('is empty for a helper who can be scheduled and paid', () => {
    expect(missingHelperFields(helper)).toEqual([]);
  });

  it('names the GameChanger email and the Venmo handle when missing or blank', () => {
    expect(missingHelperFields({ ...helper, email: null, venmoUsername: '' })).toEqual([
      'email for GameChanger',
      'Venmo username',
    ]);
    expect(missingHelperFields({ ...helper, email: ' ' })).toEqual(['email for GameChanger']);
  });
});

describe('statusOf', () => {
  it('is missing without a profile', () => {
    expect(statusOf<TeamProfile>(null, missingTeamFields)).toEqual({ state: 'missing' });
  });

  it('is incomplete with what is missing, or complete', () => {
    expect(statusOf({ ...helper, email: null }, missingHelperFields)).toEqual({
      state: 'incomplete',
      missing: ['email for GameChanger'],
    });
    expect(statusOf(helper, missingHelperFields)).toEqual({ state: 'complete' });
  });
});
