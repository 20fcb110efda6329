import { JOB_TYPES } from '@sideline/shared';
import { useZipRadiusSearchParams } from '@/components/search/use-zip-radius-search-params';
import type { JobSearchParams } from '@/lib/job-keys';

/** Find Work's URL state (?zip=33602&radius=25&type=streaming); the chips filter by job type. */
export function useJobSearchParams() {
  const {
    searched,
    zip: rawZip,
    radius,
    filter,
    search,
    setFilter,
    clear,
  } = useZipRadiusSearchParams('type', JOB_TYPES);
  // Find Work shows and searches the ZIP trimmed, even when a hand-edited URL pads it with spaces.
  const zip = rawZip.trim();
  const query: JobSearchParams | null = searched ? { zipCode: zip, radius } : null;
  return { searched, zip, radius, jobType: filter, query, search, setJobType: setFilter, clear };
}
