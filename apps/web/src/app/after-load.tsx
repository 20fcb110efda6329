import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/use-toast';

/**
 * How long a first visit goes without a tap or a key before the service worker installs. Its first
 * install fetches every file of the app, about a hundred requests: started while the visitor is
 * searching, it would queue their search behind it on the connection and at the server (issue 34).
 */
const QUIET_MS = 3000;

/** Runs `callback` when the browser is idle; returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/** True once the page has loaded and the browser is idle: the first screen has had the network. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const loaded = () => (cancel = whenIdle(() => setReady(true)));
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => {
      window.removeEventListener('load', loaded);
      cancel();
    };
  }, []);
  return ready;
}

/**
 * After `ready`, true once the visitor has gone `QUIET_MS` without a tap or a key and the browser is
 * idle; at once where a worker already runs the page (its registration is then one small request).
 */
function useQuiet(ready: boolean): boolean {
  const [quiet, setQuiet] = useState(
    () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
  );
  useEffect(() => {
    if (!ready || quiet) return;
    let timer = 0;
    let cancelIdle = () => {};
    const wait = () => {
      clearTimeout(timer);
      cancelIdle();
      timer = window.setTimeout(() => (cancelIdle = whenIdle(() => setQuiet(true))), QUIET_MS);
    };
    wait();
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', wait, options);
    window.addEventListener('keydown', wait, options);
    return () => {
      window.removeEventListener('pointerdown', wait, options);
      window.removeEventListener('keydown', wait, options);
      clearTimeout(timer);
      cancelIdle();
    };
  }, [ready, quiet]);
  return ready && quiet;
}

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
const PwaUpdatePrompt = lazy(() =>
  import('./pwa-update-prompt').then((m) => ({ default: m.PwaUpdatePrompt })),
);

/**
 * This chrome sits outside the router, so no route error screen catches it: a chunk that failed to
 * load (stale-build.ts reloads for it) would otherwise unmount the whole app and leave a blank page.
 */
class LeftOutOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return null;
  return (
    <LeftOutOnFailure>
      <Suspense fallback={null}>{children}</Suspense>
    </LeftOutOnFailure>
  );
}

/**
 * The app's chrome that the first screen does not need: the toast region (Radix Toast) and the
 * service worker's registration with its update prompt. Both load once the page has loaded, so they
 * never compete with the route's code and data; a toast raised before then mounts the region at once
 * (the store keeps it meanwhile). A first install of the worker waits for a quiet moment too.
 */
export function DeferredChrome() {
  const ready = useAfterLoad();
  const quiet = useQuiet(ready);
  const { toasts } = useToast();
  return (
    <>
      <Deferred when={ready || toasts.length > 0}>
        <Toaster />
      </Deferred>
      <Deferred when={quiet}>
        <PwaUpdatePrompt />
      </Deferred>
    </>
  );
}
