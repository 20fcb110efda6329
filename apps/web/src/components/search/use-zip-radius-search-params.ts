import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SEARCH_RADIUS_MILES } from '@sideline/shared';

export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;

export const parseRadius = (raw: string | null): number => {
  const radius = Number(raw);
  return (RADIUS_OPTIONS as readonly number[]).includes(radius) ? radius : DEFAULT_SEARCH_RADIUS_MILES;
};

/** A hand-edited URL may hold any value; anything outside the list means "no filter". */
export const parseOneOf = <F extends string>(values: readonly F[], raw: string | null): F | null =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as F) : null;

/**
 * The search state of Find Work and Find Talent lives in the URL (?zip=33602&radius=25&type=streaming)
 * so a reload or Back shows the same results, and other pages can link straight to a search. `zip`
 * being present (even empty) is the spec's "searched" flag: the spec puts no validation on the ZIP,
 * and an empty one searches everywhere. `zip` is returned as it stands in the URL.
 *
 * @param filterKey the parameter the chip filter lives in ('type', 'skill')
 * @param filterValues the values it may take; keep it a module constant, it is a callback dependency
 */
export function useZipRadiusSearchParams<F extends string>(filterKey: string, filterValues: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const searched = params.has('zip');
  const zip = params.get('zip') ?? '';
  const radius = parseRadius(params.get('radius'));
  const filter = parseOneOf(filterValues, params.get(filterKey));

  /** A new search is a new history entry (Back returns to the previous one) and starts at page 1. */
  const search = useCallback(
    (nextZip: string, nextRadius: number) =>
      setParams((prev) => {
        const next = new URLSearchParams();
        next.set('zip', nextZip.trim());
        next.set('radius', String(nextRadius));
        const currentFilter = parseOneOf(filterValues, prev.get(filterKey));
        if (currentFilter) next.set(filterKey, currentFilter);
        return next;
      }),
    [setParams, filterKey, filterValues],
  );

  /**
   * A chip refines the current view, so it replaces the entry instead of adding one. The refined
   * list starts again at its first page (only Find Talent pages; Find Work never sets ?page).
   */
  const setFilter = useCallback(
    (nextFilter: F | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (nextFilter) next.set(filterKey, nextFilter);
          else next.delete(filterKey);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, filterKey],
  );

  /** The spec's Clear Filters / Clear Search: ZIP, filter and the searched flag all go, back to the prompt. */
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { params, searched, zip, radius, filter, search, setFilter, clear };
}
