import { HELPER_SKILLS } from '@sideline/shared';
import { useZipRadiusSearchParams } from '@/components/search/use-zip-radius-search-params';
import type { HelperSearchParams } from './use-helpers';

/** Find Talent's URL state (?zip=33602&radius=25&skill=streaming); the chips filter by skill. */
export function useTalentSearchParams() {
  const { searched, zip, radius, filter, search, setFilter, clear } = useZipRadiusSearchParams(
    'skill',
    HELPER_SKILLS,
  );
  // Unlike Find Work, the skill filter is the server's: a chip change is a new query.
  const query: HelperSearchParams | null = searched ? { zipCode: zip, radius, skill: filter } : null;
  return { searched, zip, radius, skill: filter, query, search, setSkill: setFilter, clear };
}
