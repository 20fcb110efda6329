import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { applicationKeys } from './application-keys';
import { invalidateJobsAndApplications, jobKeys } from './job-keys';
import { messagingKeys } from './messaging/messaging-keys';
import { helperProfileKeys } from './profile-keys';
import { createQueryClient } from './query-client';

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
});

const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe('jobKeys', () => {
  it("files a team's jobs without a status filter under 'all'", () => {
    expect(jobKeys.team(3)).toEqual(['jobs', 'team', 3, 'all']);
    expect(jobKeys.team(3, 'open')).toEqual(['jobs', 'team', 3, 'open']);
  });
});

describe('invalidateJobsAndApplications', () => {
  it('marks every job and application query stale, and nothing else', async () => {
    const jobQueries = [
      jobKeys.search({ zipCode: '33602', radius: 25 }),
      jobKeys.preview,
      jobKeys.detail(7),
      jobKeys.team(3, 'open'),
      jobKeys.helper(5),
    ];
    const applicationQueries = [applicationKeys.team(3), applicationKeys.helper(5)];
    const otherQueries = [messagingKeys.conversations, helperProfileKeys.detail(5)];
    for (const key of [...jobQueries, ...applicationQueries, ...otherQueries]) client.setQueryData(key, []);

    await invalidateJobsAndApplications(client);

    for (const key of [...jobQueries, ...applicationQueries])
      expect(invalidated(key), String(key)).toBe(true);
    for (const key of otherQueries) expect(invalidated(key), String(key)).toBe(false);
  });
});
