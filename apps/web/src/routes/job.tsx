import { seedJob } from '@/features/jobs/api/job-parse';
import { parseRouteId } from '@/lib/route-id';
import { seeded, seededPage } from '@/lib/seeded-route';
import { Component as JobPage } from '@/pages/jobs/job-detail-page';

/** The job as the viewer may see it (null: no such job, and the page says so). */
export const loader = seeded(async (client, { context, params }) => {
  const id = parseRouteId(params.id);
  if (id === null) return;
  const job = await context.reads.jobDetail(id);
  if (job !== null) seedJob(client, id, job);
});

export default seededPage(JobPage);
