import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_RADIUS_MILES } from '@sideline/shared';
import { helperSearchRequest } from './api/helpers-api';
import { talentSearchOf } from './use-talent-search-params';

const of = (query: string) => talentSearchOf(new URLSearchParams(query));

describe('talentSearchOf (Find Talent’s query, in the page and in its loader)', () => {
  it('is no search until the URL has a ZIP, even an empty one (everywhere)', () => {
    expect(of('')).toBeNull();
    expect(of('skill=streaming')).toBeNull();
    expect(of('zip=')).toEqual({
      zipCode: '',
      radius: DEFAULT_SEARCH_RADIUS_MILES,
      skill: null,
      passport: null,
      available: null,
    });
  });

  it('reads every filter, and leaves out what a hand-edited URL got wrong', () => {
    expect(
      of('zip=33602&radius=50&skill=streaming&passport=safesport&on=2026-12-12&from=10:00&to=12:00'),
    ).toEqual({
      zipCode: '33602',
      radius: 50,
      skill: 'streaming',
      passport: 'safesport',
      available: { on: '2026-12-12', from: '10:00', to: '12:00' },
    });
    expect(of('zip=33602&radius=7&skill=juggling&passport=any&on=2026-12-12&from=10:00')).toEqual({
      zipCode: '33602',
      radius: DEFAULT_SEARCH_RADIUS_MILES,
      skill: null,
      passport: null,
      available: null,
    });
  });

  it('asks the API for the first page with the radius only around a ZIP', () => {
    expect(helperSearchRequest(of('zip=&radius=50&skill=streaming')!, null)).toMatchObject({
      zipCode: '',
      radius: null,
      skill: 'streaming',
      limit: 24,
      cursor: null,
    });
  });
});
