import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { setWorkerRegistration } from '@/lib/worker-registration';

/**
 * Registers the service worker (production builds) and, when a new version has been deployed and
 * its worker is waiting, offers to reload into it. A banner rather than a toast: it must not
 * disappear after five seconds, and reloading mid-form is the user's call.
 */
export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => setWorkerRegistration(registration ?? null),
    onRegisterError: () => setWorkerRegistration(null),
  });
  // A development build registers no worker (the hook does nothing there).
  useEffect(() => {
    if (!import.meta.env.PROD) setWorkerRegistration(null);
  }, []);
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg bg-slate-900 p-3 text-sm text-white shadow-xl md:bottom-4"
    >
      <RefreshCw className="size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">A new version of Sideline is available.</p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => void updateServiceWorker(true)}>
          Reload
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-white hover:bg-slate-800 hover:text-white"
          onClick={() => setNeedRefresh(false)}
        >
          Later
        </Button>
      </div>
    </div>
  );
}
