import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/use-toast';

/** True once the page has loaded and the browser is idle: the first screen has had the network. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setReady(true), { timeout: 2000 })
          : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(idle);
    };
  }, []);
  return ready;
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
 * (the store keeps it meanwhile).
 */
export function DeferredChrome() {
  const ready = useAfterLoad();
  const { toasts } = useToast();
  return (
    <>
      <Deferred when={ready || toasts.length > 0}>
        <Toaster />
      </Deferred>
      <Deferred when={ready}>
        <PwaUpdatePrompt />
      </Deferred>
    </>
  );
}
