import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadResponseSchema } from '@sideline/shared';
import { ApiError } from './api';
import { getOrNull } from './get-or-null';

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getOrNull', () => {
  it('answers the parsed value', async () => {
    fetchMock.mockResolvedValueOnce(answer({ url: '/uploads/a.webp' }));

    expect(await getOrNull(UploadResponseSchema, '/api/x')).toEqual({ url: '/uploads/a.webp' });
  });

  it.each(['team_profile_not_found', 'helper_profile_not_found'])(
    'answers null for %s: no profile yet',
    async (code) => {
      fetchMock.mockResolvedValueOnce(answer({ message: 'Profile not found', code }, 404));

      expect(await getOrNull(UploadResponseSchema, '/api/team-profiles/user/7')).toBeNull();
    },
  );

  it('rethrows any other failure, a 404 of something else included', async () => {
    fetchMock.mockResolvedValueOnce(answer({ message: 'User not found', code: 'user_not_found' }, 404));
    await expect(getOrNull(UploadResponseSchema, '/api/x')).rejects.toMatchObject({ code: 'user_not_found' });

    fetchMock.mockResolvedValueOnce(answer({ message: 'Boom', code: 'internal_error' }, 500));
    await expect(getOrNull(UploadResponseSchema, '/api/x')).rejects.toBeInstanceOf(ApiError);
  });
});
