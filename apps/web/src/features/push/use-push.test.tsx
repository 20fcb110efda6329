// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type * as UsePush from './use-push';
import type * as WorkerRegistration from '@/lib/worker-registration';

/** Push state lives in the modules: each test starts from fresh copies, in a browser with push. */
let usePush: typeof UsePush.usePush;
let setWorkerRegistration: typeof WorkerRegistration.setWorkerRegistration;

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default' });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ publicKey: 'BKey' }), { status: 200 })),
  );
  ({ usePush } = await import('./use-push'));
  ({ setWorkerRegistration } = await import('@/lib/worker-registration'));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const registrationWith = (subscription: unknown) =>
  ({ pushManager: { getSubscription: async () => subscription } }) as unknown as ServiceWorkerRegistration;

describe('usePush', () => {
  it('waits for the worker to be registered, then reads its subscription', async () => {
    const { result } = renderHook(() => usePush(), { wrapper });
    // The key is in, but a first visit's worker registers a little later: not "unavailable" yet.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current.state).toBe('checking');

    act(() => setWorkerRegistration(registrationWith(null)));
    await waitFor(() => expect(result.current.state).toBe('off'));
  });

  it('is unavailable where no worker registers', async () => {
    const { result } = renderHook(() => usePush(), { wrapper });
    act(() => setWorkerRegistration(null));
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
  });
});
