import { useEffect, useSyncExternalStore } from 'react';

/**
 * The header link a page belongs to, when its address alone would say otherwise: a coach's own job
 * lives at /jobs/{id} like every job, but belongs to My Jobs (in the dashboard), not to Find Work.
 */
let claimed: string | null = null;
const listeners = new Set<() => void>();

function setClaimed(next: string | null) {
  if (claimed === next) return;
  claimed = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** While the calling page is shown, the header marks the link to `section` instead of the path's. */
export function useClaimNavSection(section: string | null): void {
  useEffect(() => {
    setClaimed(section);
    return () => setClaimed(null);
  }, [section]);
}

/** The link a page has claimed, or null to go by the path. */
export function useClaimedNavSection(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => claimed,
    () => null,
  );
}
