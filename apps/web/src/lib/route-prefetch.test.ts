// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_DATA_ELEMENT_ID, SESSION_USER_PATH } from '@sideline/shared';
import type * as RoutePrefetch from './route-prefetch';

/** The first-load state lives in the module: each test starts from a fresh copy. */
let prefetch: typeof RoutePrefetch;

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page's JSON script element, as the server writes it. */
function embedInPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = ROUTE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

beforeEach(async () => {
  vi.resetModules();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => json({ path: String(input) }));
  vi.stubGlobal('fetch', fetchMock);
  prefetch = await import('./route-prefetch');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('prefetchFirstLoad and takePrefetched', () => {
  it('starts one GET per path on the first load, with the session cookie', () => {
    prefetch.prefetchFirstLoad(['/api/jobs/7', '/api/reviews/job/7']);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/jobs/7', '/api/reviews/job/7']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('hands the answer over once, for the exact path only', async () => {
    prefetch.prefetchFirstLoad(['/api/jobs?limit=6&status=open']);

    expect(prefetch.takePrefetched('/api/jobs?limit=6')).toBeUndefined();
    const answer = prefetch.takePrefetched('/api/jobs?limit=6&status=open');
    expect(prefetch.takePrefetched('/api/jobs?limit=6&status=open')).toBeUndefined();

    await expect(answer).resolves.toMatchObject({ data: { path: '/api/jobs?limit=6&status=open' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('has nothing for a path that was not prefetched', () => {
    expect(prefetch.takePrefetched('/api/jobs/7')).toBeUndefined();
  });

  it('hands over a failed answer as the ApiError the query reports', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Job not found', code: 'job_not_found' }, 404));
    prefetch.prefetchFirstLoad(['/api/jobs/999']);

    await expect(prefetch.takePrefetched('/api/jobs/999')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'job_not_found',
    });
  });

  it('lets an answer nobody takes fail without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fetchMock.mockRejectedValueOnce(new TypeError('network down'));
      prefetch.prefetchFirstLoad(['/api/jobs/7']);
      prefetch.endFirstLoad();
      // Rejections are reported as unhandled once the task they settled in is over.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('fetches nothing when rendering on the server', () => {
    vi.stubGlobal('window', undefined);

    prefetch.prefetchFirstLoad(['/api/jobs/7']);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetch.takePrefetched('/api/jobs/7')).toBeUndefined();
  });
});

describe('endFirstLoad', () => {
  it('drops the answers nobody took', () => {
    prefetch.prefetchFirstLoad(['/api/jobs/7']);

    prefetch.endFirstLoad();

    expect(prefetch.takePrefetched('/api/jobs/7')).toBeUndefined();
  });

  it('stops later navigations from prefetching: their data comes from the query cache or a refetch', () => {
    prefetch.endFirstLoad();

    prefetch.prefetchFirstLoad(['/api/jobs/7']);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetch.takePrefetched('/api/jobs/7')).toBeUndefined();
  });

  it('forgets the embedded answers', () => {
    prefetch.embedRouteData({ '/api/jobs/7': { id: 7 } });

    prefetch.endFirstLoad();

    expect(prefetch.embeddedAnswer('/api/jobs/7')).toBeUndefined();
    expect(prefetch.renderedForSignedOutVisitor()).toBe(false);
  });
});

describe('embedded answers', () => {
  it("reads the answers from the page's JSON script element", () => {
    embedInPage(JSON.stringify({ '/api/jobs/7': { id: 7, title: 'Scorekeeper' } }));

    prefetch.readEmbeddedRouteData();

    expect(prefetch.embeddedAnswer('/api/jobs/7')).toEqual({ id: 7, title: 'Scorekeeper' });
    expect(prefetch.embeddedAnswer('/api/jobs/8')).toBeUndefined();
    expect(prefetch.renderedForSignedOutVisitor()).toBe(true);
  });

  it('does not prefetch what the page came with, and still prefetches the rest', () => {
    embedInPage(JSON.stringify({ '/api/jobs/7': { id: 7 } }));
    prefetch.readEmbeddedRouteData();

    prefetch.prefetchFirstLoad(['/api/jobs/7', '/api/reviews/job/7']);

    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/reviews/job/7']);
    expect(prefetch.takePrefetched('/api/jobs/7')).toBeUndefined();
  });

  it('treats a page without the element as a page that came with nothing', () => {
    prefetch.readEmbeddedRouteData();

    expect(prefetch.renderedForSignedOutVisitor()).toBe(false);
    expect(prefetch.embeddedAnswer('/api/jobs/7')).toBeUndefined();
  });

  it('ignores an element that does not hold JSON, so the page asks the server', () => {
    embedInPage('{"/api/jobs/7": ');

    expect(() => prefetch.readEmbeddedRouteData()).not.toThrow();

    expect(prefetch.renderedForSignedOutVisitor()).toBe(false);
    prefetch.prefetchFirstLoad(['/api/jobs/7']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores an empty element', () => {
    embedInPage('');

    prefetch.readEmbeddedRouteData();

    expect(prefetch.renderedForSignedOutVisitor()).toBe(false);
  });

  it('replaces the previous answers on each embed, and forgets them all with {}', () => {
    prefetch.embedRouteData({ '/api/jobs/7': { id: 7 } });
    prefetch.embedRouteData({ '/api/jobs/8': { id: 8 } });

    expect(prefetch.embeddedAnswer('/api/jobs/7')).toBeUndefined();
    expect(prefetch.embeddedAnswer('/api/jobs/8')).toEqual({ id: 8 });

    prefetch.embedRouteData({});

    expect(prefetch.embeddedAnswer('/api/jobs/8')).toBeUndefined();
    expect(prefetch.renderedForSignedOutVisitor()).toBe(false);
  });
});

describe('a page rendered for a signed-in user (decision 0037)', () => {
  it("is known by the session user's answer in it: signed in, not a signed-out visitor's page", () => {
    embedInPage(JSON.stringify({ [SESSION_USER_PATH]: { id: 3 }, '/api/jobs/team/2': [] }));

    prefetch.readEmbeddedRouteData();

    expect(prefetch.renderedForSignedInUser()).toBe(true);
    expect(prefetch.renderedForSignedOutVisitor()).toBe(false);
    prefetch.endFirstLoad();
    expect(prefetch.renderedForSignedInUser()).toBe(false);
  });

  it('on the server, lists each path a render asked for without an answer, until the next embed', () => {
    vi.stubGlobal('window', undefined);
    try {
      prefetch.embedRouteData({ [SESSION_USER_PATH]: { id: 3 } });
      prefetch.embeddedAnswer(SESSION_USER_PATH);
      prefetch.embeddedAnswer('/api/team-profiles/user/3');
      prefetch.embeddedAnswer('/api/team-profiles/user/3');
      prefetch.embeddedAnswer('/api/users/me/calendar');

      expect(prefetch.missingRouteData()).toEqual(['/api/team-profiles/user/3', '/api/users/me/calendar']);
      prefetch.embedRouteData({});
      expect(prefetch.missingRouteData()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('fetch', fetchMock);
    }
  });

  it('in the browser, records nothing: a missing answer is simply fetched', () => {
    prefetch.embedRouteData({ [SESSION_USER_PATH]: { id: 3 } });
    prefetch.embeddedAnswer('/api/team-profiles/user/3');

    expect(prefetch.missingRouteData()).toEqual([]);
  });
});
