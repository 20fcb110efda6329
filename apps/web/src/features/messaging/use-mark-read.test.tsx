// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { AuthContext, type AuthState } from '@/lib/session/auth-context';
import { useMarkRead } from './use-messaging-mutations';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = { user: { id: 7 }, isLoading: false } as unknown as AuthState;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <AuthContext.Provider value={signedIn}>{children}</AuthContext.Provider>
  </QueryClientProvider>
);

describe('useMarkRead', () => {
  it('marks the thread read again when asked while a first call is on its way', async () => {
    // The server's answers, held until the test lets each one through.
    const answers: Array<() => void> = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          answers.push(() => resolve(new Response(JSON.stringify({ updated: 1 }), { status: 200 }))),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useMarkRead(), { wrapper });

    let first!: Promise<void>;
    act(() => {
      first = result.current(3, null);
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // A message arrives in the open thread while the first call is unanswered.
    await act(() => result.current(3, null));
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(async () => answers[0]!());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await act(async () => answers[1]!());
    await act(() => first);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
