// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SESSION_USER_PATH, type User } from '@sideline/shared';
import { createQueryClient } from '@/lib/query-client';
import { embedRouteData } from '@/lib/route-prefetch';
import { AuthProvider } from './auth-context';
import { writeStoredUser } from './stored-user';
import { useAuth } from './use-auth';

const coach: User = {
  id: 3,
  firstName: 'Mike',
  lastName: 'Brennan',
  username: 'mike',
  email: 'mike@example.com',
  emailConfirmed: true,
  zipCode: '33602',
  role: 'team',
  profileImageUrl: null,
  venmoUsername: 'mike-coach',
  paypalEmail: null,
  preferredPaymentMethod: 'venmo',
  freeGamesRemaining: 0,
  paidGamesCompleted: 2,
  referralCode: 'MIKE3',
  referredBy: null,
  hasCompletedFirstPaidGame: true,
  dateOfBirth: null,
  guardianConsent: 'not_needed',
  guardianEmail: null,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <AuthProvider>{children}</AuthProvider>
  </QueryClientProvider>
);

afterEach(() => {
  embedRouteData({});
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the session on a page the server rendered for a signed-in user (decision 0037)', () => {
  it("starts from the page's user, known at the first render, whatever this device stored", async () => {
    writeStoredUser({ ...coach, id: 9, firstName: 'Someone else' });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(coach), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    embedRouteData({ [SESSION_USER_PATH]: coach });

    const firstRenders: { id: number | undefined; isLoading: boolean }[] = [];
    renderHook(
      () => {
        const auth = useAuth();
        firstRenders.push({ id: auth.user?.id, isLoading: auth.isLoading });
        return auth;
      },
      { wrapper },
    );

    // The first render is the page the server drew, so hydration keeps it.
    expect(firstRenders[0]).toEqual({ id: 3, isLoading: false });
    // The session is still checked with the server.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('starts from the stored user, still loading, on a page that came without one', () => {
    writeStoredUser(coach);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );

    const { result } = renderHook(() => useAuth(), { wrapper });

    expect(result.current.user?.id).toBe(3);
    expect(result.current.isLoading).toBe(true);
  });
});

describe('the session on a framework page (decision 0054): the server read it for this request', () => {
  const knownWrapper =
    (user: User | null) =>
    ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider known={{ user }}>{children}</AuthProvider>
      </QueryClientProvider>
    );

  it('signed out: asks the server nothing (no 401 in the console) and forgets a stored user', async () => {
    writeStoredUser(coach);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useAuth(), { wrapper: knownWrapper(null) });

    expect(result.current.user).toBeNull();
    expect(result.current.isLoading).toBe(false);
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signed in: starts from the server's user, stores it, and asks nothing more", async () => {
    writeStoredUser({ ...coach, id: 9, firstName: 'Someone else' });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(coach), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useAuth(), { wrapper: knownWrapper(coach) });

    expect(result.current.user?.id).toBe(coach.id);
    await waitFor(() => expect(localStorage.getItem(localStorage.key(0) ?? '')).toContain('"id":3'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
