import { startTransition, StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { watchForStaleBuild } from './app/stale-build';
import { renderedForSignedInUser } from './lib/route-prefetch';
import { readStoredUser } from './lib/session/stored-user';
import './index.css';

declare global {
  interface Window {
    /** Set by public/prerendered-page.js: gives back the taps made before the app had hydrated. */
    sidelineReplayHeldEvents?: () => void;
  }
}

/**
 * Renders nothing. Its effect gives the held taps back one commit after the first render (or
 * hydration): fields typed into before hydration take their text into state in that first commit's
 * effects (use-typed-before-hydration.ts), and a held Search must send the text, not the empty state.
 */
function ReplayHeldEvents() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) window.sidelineReplayHeldEvents?.();
    else setHydrated(true);
  }, [hydrated]);
  return null;
}

// A tab left open across a deploy reloads into the new build. The router has started the first
// page's chunks already, but one can only fail after a round trip, by when this listens.
watchForStaleBuild(() => {
  const pending = router.state.navigation.location;
  return pending ? router.createHref(pending) : null;
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <App />
    <ReplayHeldEvents />
  </StrictMode>
);

/** Resolves once the router has the first page's code (its lazy modules) and loaders done. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

// A prerendered page (the signed-out home shell) is hydrated: what it painted stays, nothing typed
// is lost. Hydrating waits for the route's chunks so the first render is the page, not the spinner
// (top-level await would do, but it makes the bundler split the entry into more chunks).
// With a stored user the app's first render is the signed-in page, so it renders afresh instead,
// unless the server rendered the page for that signed-in user (its first render is then the same).
if (root.firstElementChild && (renderedForSignedInUser() || !readStoredUser())) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the router has the page already, so nothing it does
  // meanwhile can be missed).
  void routerReady().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
