import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { JobSearchParams } from '@/lib/job-keys';

/** How long a search may wait for its answer before the skeletons show instead. */
export const SKELETONS_AFTER_MS = 150;

const sameSearch = (a: JobSearchParams | null, b: JobSearchParams | null) =>
  a !== null && b !== null && a.zipCode === b.zipCode && a.radius === b.radius;

/**
 * Find Work shows a new search's results before it moves the URL (issue 34). Moving the URL is a
 * router navigation, which renders the whole layout again as a transition; at a phone's speed that
 * took longer than the answer itself. So the page first draws the search from its own state, once
 * the answer is in (or after `SKELETONS_AFTER_MS`, with the skeletons), and the URL follows once
 * that frame is painted: the history entry, Back and a reload work as before.
 *
 * @param inUrl the search the URL holds
 * @param moveUrl puts a search in the URL (a new history entry)
 * @returns the search to show, and `start`, which takes the search and its answer on its way
 */
export function useSearchShownFirst(
  inUrl: JobSearchParams | null,
  moveUrl: (zip: string, radius: number) => void,
) {
  const [shown, setShown] = useState<JobSearchParams | null>(null);
  // Once the URL holds the search shown, the URL leads again (Back, Clear, a chip).
  if (shown !== null && sameSearch(shown, inUrl)) setShown(null);

  const live = useRef(true);
  const latest = useRef<JobSearchParams | null>(null);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // From the commit that drew the search: the next frame callback runs in the frame that paints it,
  // and the timeout it sets runs after that paint. Asked for any earlier (when the answer came in),
  // the frame could pass before the render, and the URL's move would land ahead of the paint.
  const moveUrlRef = useRef(moveUrl);
  moveUrlRef.current = moveUrl;
  useLayoutEffect(() => {
    if (shown === null) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (live.current && latest.current === shown) moveUrlRef.current(shown.zipCode, shown.radius);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);

  const start = useCallback((search: JobSearchParams, answer: Promise<unknown>) => {
    latest.current = search;
    let drawn = false;
    const draw = () => {
      // A later search replaced this one, or the visitor has left the page.
      if (drawn || latest.current !== search || !live.current) return;
      drawn = true;
      setShown(search);
    };
    void answer.finally(draw);
    setTimeout(draw, SKELETONS_AFTER_MS);
  }, []);

  return { shown, start };
}
