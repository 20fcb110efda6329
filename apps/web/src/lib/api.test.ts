// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConversationSchema,
  MessageBodySchema,
  TeamProfileBodySchema,
  type Conversation,
  type TeamProfileBody,
} from '@sideline/shared';
import type { api as Api, ApiError as ApiErrorClass } from './api';
import type * as AskedAhead from './asked-ahead';
import type * as RoutePrefetch from './route-prefetch';

/** api.ts reads route-prefetch.ts's first-load state: each test starts from a fresh copy of both. */
let api: typeof Api;
let ApiError: typeof ApiErrorClass;
let prefetch: typeof RoutePrefetch;
let ahead: typeof AskedAhead;

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init });

/** A conversation as it crosses HTTP: money in dollars. */
const wireConversation = {
  otherUserId: 2,
  otherUserName: 'Sam Helper',
  otherUserRole: 'helper',
  jobId: 40,
  jobTitle: 'Scorekeeper',
  jobStatus: 'completed',
  jobTotalPay: 62.5,
  payeeVenmoUsername: null,
  viewerOwnsJob: true,
  lastMessage: 'Thanks!',
  lastMessageDate: '2026-03-07T12:00:00.000Z',
  unreadCount: 1,
};

beforeEach(async () => {
  vi.resetModules();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  ({ api, ApiError } = await import('./api'));
  prefetch = await import('./route-prefetch');
  ahead = await import('./asked-ahead');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api.parse', () => {
  it('answers the decoded value (money as cents)', () => {
    const parsed: Conversation = api.parse(
      ConversationSchema,
      wireConversation,
      '/api/messages/conversations',
    );

    expect(parsed.jobTotalPay).toBe(6250);
    expect(parsed.otherUserName).toBe('Sam Helper');
  });

  it('turns an answer that does not match the schema into a typed 502', () => {
    const bad = { ...wireConversation, unreadCount: 'one' };

    let thrown: unknown;
    try {
      api.parse(ConversationSchema, bad, '/api/messages/conversations');
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ApiError);
    const error = thrown as InstanceType<typeof ApiError>;
    expect(error.status).toBe(502);
    expect(error.code).toBe('internal_error');
    expect(error.serverMessage).toBe('Unexpected response from the server.');
    expect(error.message).toBe('502: bad response from /api/messages/conversations');
  });
});

describe('api.embedded', () => {
  const path = '/api/messages/conversations/2';

  it('answers the embedded answer for the path, parsed', () => {
    prefetch.embedRouteData({ [path]: wireConversation });

    expect(api.embedded(ConversationSchema, path)?.jobTotalPay).toBe(6250);
  });

  it('answers undefined when the page came without an answer for the path', () => {
    prefetch.embedRouteData({ '/api/jobs/7': wireConversation });

    expect(api.embedded(ConversationSchema, path)).toBeUndefined();
  });

  it('answers undefined, rather than throwing, when the embedded answer does not parse', () => {
    prefetch.embedRouteData({ [path]: { ...wireConversation, jobTotalPay: 'lots' } });

    expect(api.embedded(ConversationSchema, path)).toBeUndefined();
  });

  it('answers undefined after the first load', () => {
    prefetch.embedRouteData({ [path]: wireConversation });
    prefetch.endFirstLoad();

    expect(api.embedded(ConversationSchema, path)).toBeUndefined();
  });
});

describe('api.get', () => {
  const path = '/api/messages/conversations/2';

  it('takes the answer a route loader prefetched instead of asking again, once', async () => {
    fetchMock.mockImplementation(async () => json(wireConversation));
    prefetch.prefetchFirstLoad([path]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect((await api.get(ConversationSchema, path)).jobTotalPay).toBe(6250);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A later read (a refetch after a change) must ask the server.
    await api.get(ConversationSchema, path);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server when nothing was prefetched, and checks the answer against the schema', async () => {
    fetchMock.mockResolvedValueOnce(json({ unexpected: true }));

    await expect(api.get(ConversationSchema, path)).rejects.toMatchObject({
      status: 502,
      code: 'internal_error',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      path,
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it("turns an error answer into an ApiError with the server's code and message", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ message: 'Not signed in', code: 'unauthorized' }, { status: 401 }),
    );

    const failure = api.get(ConversationSchema, path);

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      serverMessage: 'Not signed in',
      message: '401: Not signed in',
    });
  });

  it('keeps the raw text of an error answer that is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));

    await expect(api.get(ConversationSchema, path)).rejects.toMatchObject({
      status: 502,
      code: undefined,
      message: '502: Bad Gateway',
    });
  });
});

describe('api.getPage', () => {
  it('reads the cursor and the totals from the headers', async () => {
    fetchMock.mockResolvedValueOnce(
      json([wireConversation], {
        headers: { 'x-next-cursor': 'abc', 'x-total-count': '1000', 'x-total-count-capped': 'true' },
      }),
    );

    const page = await api.getPage(ConversationSchema, '/api/admin/conversations');

    expect(page.items.map((c) => c.jobTotalPay)).toEqual([6250]);
    expect(page).toMatchObject({ nextCursor: 'abc', total: 1000, totalCapped: true });
  });

  it('answers no cursor and no total when the headers are absent', async () => {
    fetchMock.mockResolvedValueOnce(json([]));

    expect(await api.getPage(ConversationSchema, '/api/messages/conversations')).toEqual({
      items: [],
      nextCursor: null,
      total: null,
      totalCapped: false,
    });
  });

  it('rejects a page with one bad item', async () => {
    fetchMock.mockResolvedValueOnce(json([wireConversation, { ...wireConversation, jobId: 'x' }]));

    await expect(api.getPage(ConversationSchema, '/api/messages/conversations')).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe('api.send', () => {
  it('sends the body encoded as JSON (cents leave as dollars) and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Saved' }));
    const body: TeamProfileBody = {
      teamName: 'Tampa Tigers',
      sportTypes: ['baseball'],
      teamLocation: 'Tampa, FL',
      hourlyBudget: 4550,
    };

    const answer = await api.send('PUT', '/api/team-profiles/3', MessageBodySchema, {
      schema: TeamProfileBodySchema,
      value: body,
    });

    expect(answer).toEqual({ message: 'Saved' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/team-profiles/3');
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toMatchObject({ teamName: 'Tampa Tigers', hourlyBudget: 45.5 });
  });

  it('sends no body and no content type without a body', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Logged out' }));

    await api.send('POST', '/api/auth/logout', MessageBodySchema);

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });
});

describe('a page asked ahead (asked-ahead.ts)', () => {
  const path = '/api/messages/conversations';

  it('is sent once and taken by the next getPage for its path, which asks nothing more', async () => {
    fetchMock.mockImplementation(async () => json([wireConversation], { headers: { 'x-next-cursor': 'n' } }));
    ahead.askAhead(path);
    ahead.askAhead(path);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const page = await api.getPage(ConversationSchema, path);
    expect(page).toMatchObject({ nextCursor: 'n' });
    expect(page.items.map((c) => c.jobTotalPay)).toEqual([6250]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next page load asks the server again.
    await api.getPage(ConversationSchema, path);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken for another path', async () => {
    fetchMock.mockImplementation(async () => json([]));
    ahead.askAhead(path);
    await api.getPage(ConversationSchema, `${path}?cursor=x`);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([path, `${path}?cursor=x`]);
  });

  it('is dropped when nobody takes it in time, so a later question gets a fresh answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      fetchMock.mockImplementation(async () => json([]));
      ahead.askAhead(path);
      vi.advanceTimersByTime(ahead.KEPT_MS);
      expect(ahead.takeAskedAhead(path)).toBeUndefined();
      ahead.askAhead(path);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a refusal to the query that takes it', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Unknown ZIP code' }, { status: 400 }));
    ahead.askAhead(path);
    await expect(api.getPage(ConversationSchema, path)).rejects.toMatchObject({ status: 400 });
  });
});
