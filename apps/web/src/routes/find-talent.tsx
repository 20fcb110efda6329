import { helperSearchQuery, helperSearchRequest, seedHelperPage } from '@/features/talent/api/helpers-api';
import { talentSearchOf } from '@/features/talent/use-talent-search-params';
import { queryRecord } from '@/lib/route-data-paths';
import { seeded, seededPage } from '@/lib/seeded-route';
import { Component as FindTalentPage } from '@/pages/talent/find-talent-page';

/**
 * Find Talent: nothing to read until a search is made; a URL that carries one (a reload, Back, a
 * shared link) comes with its first page of results. A search the API refuses is left to the page,
 * which asks and shows the API's reason.
 */
export const loader = seeded(async (client, { context, request }) => {
  const search = talentSearchOf(new URL(request.url).searchParams);
  if (search === null) return;
  const page = await context.reads.helpers(queryRecord(helperSearchRequest(search, null)));
  if (page !== null) seedHelperPage(client, helperSearchQuery(search).queryKey, page);
});

export default seededPage(FindTalentPage);
