/**
 * After a deploy, a tab still on the old build asks for chunks whose hashed names are gone. Vite
 * raises `vite:preloadError` for every failed dynamic import (each one goes through its preload
 * helper): the tab loads the new build once (at the page it was going to: a navigation waits for its
 * route's code before the address changes), and if that does not help (a reload moments ago
 * already tried, or the network is down) the error reaches RouteError, which offers a reload.
 */

/** When the last reload for a missing chunk happened, so a build that stays broken cannot loop. */
const RELOADED_AT_KEY = 'sideline:stale-build-reload';
/** Long enough for a reload to load and fail again, short enough that a later deploy still reloads. */
export const RELOAD_WINDOW_MS = 60_000;

const staleBuildErrors = new WeakSet<object>();

/** True for an error that came from a chunk failing to load (the router keeps the same object). */
export function isStaleBuildError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && staleBuildErrors.has(error);
}

interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
  reload: () => void;
}

/** Reloads unless one was made within the window; true if it did. */
export function reloadOnce({ storage, now, reload }: ReloadEnv): boolean {
  // Without storage (blocked by the browser) a guard cannot be kept, so the user decides.
  if (!storage) return false;
  const stored = storage.getItem(RELOADED_AT_KEY);
  const since = stored === null ? Infinity : now - Number(stored);
  if (since >= 0 && since < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** `pendingHref` gives the address a navigation under way was going to, if any. */
export function watchForStaleBuild(pendingHref: () => string | null): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) staleBuildErrors.add(payload);
    // Offline, a reload would only swap the app for the browser's own error page.
    if (!navigator.onLine) return;
    const reload = () => {
      const href = pendingHref();
      if (href) window.location.assign(href);
      else window.location.reload();
    };
    reloadOnce({ storage: sessionStore(), now: Date.now(), reload });
  });
}
