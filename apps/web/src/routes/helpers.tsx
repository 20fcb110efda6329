import {
  HELPER_LIST_PAGE_SIZE,
  helperListQuery,
  helperListRequest,
  seedHelperPage,
} from '@/features/talent/api/helpers-api';
import { queryRecord } from '@/lib/route-data-paths';
import { seeded, seededPage } from '@/lib/seeded-route';
import { Component as HelpersPage } from '@/pages/talent/helpers-page';

/** All Helpers: the first page of every helper, best first; "Load more" asks the API from the browser. */
export const loader = seeded(async (client, { context }) => {
  const page = await context.reads.helpers(queryRecord(helperListRequest(HELPER_LIST_PAGE_SIZE, null)));
  if (page !== null) seedHelperPage(client, helperListQuery(HELPER_LIST_PAGE_SIZE).queryKey, page);
});

export default seededPage(HelpersPage);
