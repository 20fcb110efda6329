import { HELPER_SKILLS } from '@sideline/shared';
import { useZipRadiusSearchParams } from '@/components/search/use-zip-radius-search-params';
import type { HelperSearchParams } from './use-helpers';
import { pageFromParams } from './pagination';

/** Find Talent's URL state (?zip=33602&radius=25&skill=streaming&page=2); the chips filter by skill. */
export function useTalentSearchParams() {
  const { params, searched, zip, radius, filter, search, setFilter, clear } = useZipRadiusSearchParams(
    'skill',
    HELPER_SKILLS,
  );
  const page = pageFromParams(params);
  // Unlike Find Work, the skill filter is the server's: a chip change is a new query.
  const query: HelperSearchParams | null = searched ? { zipCode: zip, radius, skill: filter, page } : null;
  return { searched, zip, radius, skill: filter, page, query, search, setSkill: setFilter, clear };
}
