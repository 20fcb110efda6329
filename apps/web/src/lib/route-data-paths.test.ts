import { describe, expect, it } from 'vitest';
import {
  featuredHelpersPath,
  helperProfilePath,
  jobDetailPath,
  jobPreviewPath,
  jobsPath,
  pathWithQuery,
  teamOpenJobsPath,
  teamProfilePath,
} from './route-data-paths';

describe('pathWithQuery', () => {
  it('leaves out null, undefined and empty values', () => {
    expect(pathWithQuery('/api/jobs', { zipCode: '', radius: 25, cursor: null, status: undefined })).toBe(
      '/api/jobs?radius=25',
    );
  });

  it('is the bare path when every value is empty', () => {
    expect(pathWithQuery('/api/helper-profiles', { zipCode: '', skill: null })).toBe('/api/helper-profiles');
  });

  it('keeps a zero, which is a value and not an empty one', () => {
    expect(pathWithQuery('/api/jobs', { offset: 0 })).toBe('/api/jobs?offset=0');
  });

  it('keeps the order the query names its values in', () => {
    expect(pathWithQuery('/api/helper-profiles', { skill: 'streaming', zipCode: '33602', radius: 50 })).toBe(
      '/api/helper-profiles?skill=streaming&zipCode=33602&radius=50',
    );
  });

  it('encodes what a value holds', () => {
    expect(pathWithQuery('/api/jobs', { q: 'a&b=c d', cursor: 'x/y+z' })).toBe(
      '/api/jobs?q=a%26b%3Dc+d&cursor=x%2Fy%2Bz',
    );
  });
});

describe('the route data paths', () => {
  it('spell the home preview as the spec asks: limit=6&status=open', () => {
    expect(jobPreviewPath()).toBe('/api/jobs?limit=6&status=open');
  });

  it('spell the featured helpers with their limit', () => {
    expect(featuredHelpersPath()).toBe('/api/helper-profiles/featured?limit=4');
  });

  it("spell a job, a profile and a team's open jobs by id, or by the route table's $1", () => {
    expect(jobDetailPath(7)).toBe('/api/jobs/7');
    expect(jobDetailPath('$1')).toBe('/api/jobs/$1');
    expect(helperProfilePath(3)).toBe('/api/helper-profiles/3');
    expect(teamProfilePath(4)).toBe('/api/team-profiles/4');
    expect(teamOpenJobsPath(4)).toBe('/api/jobs/team/4?status=open');
  });

  it('spell a job search under /api/jobs', () => {
    expect(jobsPath({ zipCode: '33602', radius: 25 })).toBe('/api/jobs?zipCode=33602&radius=25');
  });
});
