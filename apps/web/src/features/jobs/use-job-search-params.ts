import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SEARCH_RADIUS_MILES, JOB_TYPES, type JobType } from '@sideline/shared';
import type { JobSearchParams } from './use-job-search';

export const JOB_RADIUS_OPTIONS = [10, 25, 50, 100] as const;

export const parseRadius = (raw: string | null): number => {
  const radius = Number(raw);
  return (JOB_RADIUS_OPTIONS as readonly number[]).includes(radius) ? radius : DEFAULT_SEARCH_RADIUS_MILES;
};
const parseType = (raw: string | null): JobType | null =>
  (JOB_TYPES as readonly string[]).includes(raw ?? '') ? (raw as JobType) : null;

/**
 * Find Work's state lives in the URL (?zip=33602&radius=25&type=streaming) so a reload or Back shows
 * the same results, and the home page can link straight to a search. `zip` being present (even
 * empty) is the spec's "searched" flag: the spec puts no validation on the ZIP, and an empty one
 * searches everywhere.
 */
export function useJobSearchParams() {
  const [params, setParams] = useSearchParams();
  const searched = params.has('zip');
  const zip = (params.get('zip') ?? '').trim();
  const radius = parseRadius(params.get('radius'));
  const jobType = parseType(params.get('type'));

  const query: JobSearchParams | null = searched ? { zipCode: zip, radius } : null;

  /** A new search is a new history entry, so Back returns to the previous results. */
  const search = useCallback(
    (nextZip: string, nextRadius: number) =>
      setParams((prev) => {
        const next = new URLSearchParams();
        next.set('zip', nextZip.trim());
        next.set('radius', String(nextRadius));
        const currentType = parseType(prev.get('type'));
        if (currentType) next.set('type', currentType);
        return next;
      }),
    [setParams],
  );

  /** A chip refines what is on screen (no new request), so it replaces the entry instead. */
  const setJobType = useCallback(
    (nextType: JobType | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (nextType) next.set('type', nextType);
          else next.delete('type');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** The spec's Clear Filters: ZIP, filter and the searched flag all go, back to the prompt. */
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { searched, zip, radius, jobType, query, search, setJobType, clear };
}
