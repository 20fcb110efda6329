import type { JobDetail } from '@sideline/shared';
import type { DocumentHandle } from '@/app/document-scripts';
import { seedJob } from '@/features/jobs/api/job-parse';
import { parseRouteId } from '@/lib/route-id';
import { seeded, seededPage } from '@/lib/seeded-route';
import { Component as JobPage } from '@/pages/jobs/job-detail-page';
import { isParty, partyParts } from '@/pages/jobs/job-detail/job-party-parts';

// Signed out, the page's only controls are Apply and Start Chat, links to the sign-in notice.
export const handle: DocumentHandle = { documentOnly: true };

/**
 * The job as the viewer may see it (null: no such job, and the page says so). For a party to the
 * job, its panels' chunk is loaded too, so the server renders them in the first pass.
 */
export const loader = seeded(async (client, { context, params }) => {
  const id = parseRouteId(params.id);
  if (id === null) return;
  const job = await context.reads.jobDetail(id);
  if (job === null) return;
  const detail = seedJob(client, id, job) as JobDetail | undefined;
  if (detail && isParty(detail.viewer)) await partyParts.load();
});

export default seededPage(JobPage);
