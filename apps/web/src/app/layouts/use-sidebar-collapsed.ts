import { useCallback, useState } from 'react';

const PHONE_QUERY = '(max-width: 767px)';

export const isPhoneWidth = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** Collapsed by default on a phone-sized screen; following a link on a phone collapses it again. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(isPhoneWidth);
  const toggle = useCallback(() => setCollapsed((current) => !current), []);
  const afterNavigate = useCallback(() => {
    if (isPhoneWidth()) setCollapsed(true);
  }, []);
  return { collapsed, toggle, afterNavigate };
}
