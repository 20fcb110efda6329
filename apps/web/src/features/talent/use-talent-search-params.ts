import { useSearchParams } from 'react-router';
import { HELPER_SKILLS, PASSPORT_FILTERS, type PassportFilter } from '@sideline/shared';
import { useZipRadiusSearchParams } from '@/components/search/use-zip-radius-search-params';
import type { HelperSearchParams } from './use-helpers';

/** Find Talent's URL state (?zip=33602&radius=25&skill=streaming); the chips filter by skill. */
export function useTalentSearchParams() {
  const { searched, zip, radius, filter, search, setFilter, clear } = useZipRadiusSearchParams(
    'skill',
    HELPER_SKILLS,
  );
  // The safety passport filter (decision 0050) rides in the URL beside the others (?passport=...).
  const [params, setParams] = useSearchParams();
  const raw = params.get('passport');
  const passport = (PASSPORT_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as PassportFilter)
    : null;
  const setPassport = (next: PassportFilter | null) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next) copy.set('passport', next);
        else copy.delete('passport');
        return copy;
      },
      { replace: true },
    );
  // Unlike Find Work, the skill filter is the server's: a chip change is a new query.
  const query: HelperSearchParams | null = searched
    ? { zipCode: zip, radius, skill: filter, passport }
    : null;
  return {
    searched,
    zip,
    radius,
    skill: filter,
    query,
    search,
    setSkill: setFilter,
    clear,
    passport,
    setPassport,
  };
}
