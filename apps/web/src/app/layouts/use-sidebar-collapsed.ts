import { useCallback, useState, useSyncExternalStore } from 'react';

/** Between the tab bar's breakpoint (md) and lg a wide sidebar would squeeze the page: start narrow. */
const NARROW_QUERY = '(max-width: 1023px)';

const isNarrowWidth = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

// The starting width is read once; a resize later leaves the user's sidebar as it is.
const noChanges = () => () => undefined;

/**
 * The desktop sidebar's width: collapsed by default on a tablet-sized screen, toggled by its button.
 * A page the server rendered (decision 0037) is hydrated wide, as the server drew it, then narrows.
 */
export function useSidebarCollapsed() {
  const narrow = useSyncExternalStore(noChanges, isNarrowWidth, () => false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const collapsed = chosen ?? narrow;
  const toggle = useCallback(() => setChosen((current) => !(current ?? isNarrowWidth())), []);
  return { collapsed, toggle };
}
