import { describe, expect, it } from 'vitest';
import {
  gameCanBePosted,
  hasGamesFileExtension,
  PostGameJobsBodySchema,
  SERVICE_JOB_TYPE,
  staffedPercent,
  TOURNAMENT_SERVICES,
} from './tournaments.js';

describe('tournament rules', () => {
  it('counts a game staffed once a helper holds its job', () => {
    expect(staffedPercent([])).toBe(0);
    expect(
      staffedPercent([
        { staffing: 'assigned' },
        { staffing: 'completed' },
        { staffing: 'paid' },
        { staffing: 'open' },
        { staffing: 'not-posted' },
        { staffing: 'cancelled' },
      ]),
    ).toBe(50);
    expect(staffedPercent([{ staffing: 'assigned' }, { staffing: 'open' }, { staffing: 'open' }])).toBe(33);
  });

  it('lets a game without a live job take one', () => {
    expect(gameCanBePosted({ staffing: 'not-posted' })).toBe(true);
    expect(gameCanBePosted({ staffing: 'cancelled' })).toBe(true);
    for (const staffing of ['open', 'assigned', 'completed', 'paid'] as const)
      expect(gameCanBePosted({ staffing })).toBe(false);
  });

  it('maps every service option to a job type', () => {
    expect(TOURNAMENT_SERVICES.map((s) => SERVICE_JOB_TYPE[s])).toEqual([
      'scorekeeper',
      'scoreboard',
      'streaming',
      'full-service',
      'full-service',
    ]);
  });

  it('takes .csv, .xls and .xlsx names, in any case', () => {
    expect(['a.csv', 'B.XLSX', 'c.xls'].every(hasGamesFileExtension)).toBe(true);
    expect(['a.txt', 'b.xlsm', 'csv'].some(hasGamesFileExtension)).toBe(false);
  });

  it('posts with a rate in dollars on the wire and cents below, two hours by default', () => {
    const parsed = PostGameJobsBodySchema.parse({ gameIds: [1, 2], jobType: 'streaming', hourlyRate: 32.5 });
    expect(parsed).toEqual({ gameIds: [1, 2], jobType: 'streaming', hourlyRate: 3250, durationHours: 2 });
    expect(
      PostGameJobsBodySchema.safeParse({ gameIds: [], jobType: 'streaming', hourlyRate: 30 }).success,
    ).toBe(false);
    expect(
      PostGameJobsBodySchema.safeParse({ gameIds: [1], jobType: 'streaming', hourlyRate: 20 }).success,
    ).toBe(false);
  });
});
