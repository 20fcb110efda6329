import { useEffect, type MouseEvent } from 'react';
import clsx from 'clsx';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';
import { useAuth } from '@/lib/session/use-auth';

/** The public frame: every public page renders inside this `<main>`, so pages never add their own. */
export function Component() {
  useScrollOnNavigate();
  const { user } = useAuth();
  return (
    // Signed in on a phone, the public pages keep the tab bar too (Find Gigs and Post a Job live here).
    <div className={clsx('flex min-h-dvh flex-col', user && 'with-tab-bar')}>
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* tabIndex -1 lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {user && <TabBar role={user.role} />}
    </div>
  );
}

// The path the page was loaded at. Until the visitor goes elsewhere, the browser has placed the
// scroll: the top, a spot restored on reload, or wherever they scrolled before the app started (a
// rendered page reads without it, decision 0026). Scrolling that to the top as the app starts moved
// the page under a tap in progress, which then landed on nothing.
const landingPath = typeof window === 'undefined' ? null : window.location.pathname;
let leftLanding = false;

/**
 * A client-side navigation keeps the old scroll position, so a new page would open half-way down.
 * A hash (for example /#how-it-works) means the visitor asked for a section, so go there instead.
 */
function useScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (pathname !== landingPath) leftLanding = true;
    if (hash || !leftLanding) return;
    // 'instant' because the global smooth scrolling would otherwise animate every page change.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  // `key` is a dependency so clicking the same section link again scrolls back to it.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash, key]);
}

/** Handled here so the URL does not gain a #main that the router would treat as a new location. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}
