import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SEARCH_RADIUS_MILES, HELPER_SKILLS, type HelperSkill } from '@sideline/shared';
import type { HelperSearchParams } from './use-helpers';
import { pageFromParams } from './pagination';

export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;

const parseRadius = (raw: string | null): number => {
  const radius = Number(raw);
  return (RADIUS_OPTIONS as readonly number[]).includes(radius) ? radius : DEFAULT_SEARCH_RADIUS_MILES;
};
const parseSkill = (raw: string | null): HelperSkill | null =>
  (HELPER_SKILLS as readonly string[]).includes(raw ?? '') ? (raw as HelperSkill) : null;

/**
 * Find Talent's state lives in the URL (?zip=33602&radius=25&skill=streaming&page=2) so a reload or
 * Back shows the same results. `zip` being present (even empty) is the spec's "searched" flag: an
 * empty ZIP is a valid search for everyone, since the spec puts no validation on it.
 */
export function useTalentSearchParams() {
  const [params, setParams] = useSearchParams();
  const searched = params.has('zip');
  const zip = params.get('zip') ?? '';
  const radius = parseRadius(params.get('radius'));
  const skill = parseSkill(params.get('skill'));
  const page = pageFromParams(params);

  const query: HelperSearchParams | null = searched ? { zipCode: zip, radius, skill, page } : null;

  /** A new search is a new history entry (Back returns to the previous one) and starts at page 1. */
  const search = useCallback(
    (nextZip: string, nextRadius: number) =>
      setParams((prev) => {
        const next = new URLSearchParams();
        next.set('zip', nextZip.trim());
        next.set('radius', String(nextRadius));
        const currentSkill = parseSkill(prev.get('skill'));
        if (currentSkill) next.set('skill', currentSkill);
        return next;
      }),
    [setParams],
  );

  /** A chip refines the current view (re-querying when searched), so it replaces the entry. */
  const setSkill = useCallback(
    (nextSkill: HelperSkill | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (nextSkill) next.set('skill', nextSkill);
          else next.delete('skill');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { searched, zip, radius, skill, page, query, search, setSkill, clear };
}
