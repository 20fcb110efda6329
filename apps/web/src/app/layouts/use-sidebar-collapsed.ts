import { useCallback, useState } from 'react';

/** Between the tab bar's breakpoint (md) and lg a wide sidebar would squeeze the page: start narrow. */
const NARROW_QUERY = '(max-width: 1023px)';

const isNarrowWidth = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(NARROW_QUERY).matches;

/** The desktop sidebar's width: collapsed by default on a tablet-sized screen, toggled by its button. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(isNarrowWidth);
  const toggle = useCallback(() => setCollapsed((current) => !current), []);
  return { collapsed, toggle };
}
