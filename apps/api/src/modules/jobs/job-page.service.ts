import type { Db } from '../../db/client.js';
import type { UserRow } from '../../plugins/session.js';
import { rankForTeam } from '../applications/application-ranking.js';
import { withApplicantReliability } from '../reliability/reliability-attach.js';
import { getJobDetail } from './job-detail.js';

/**
 * `GET /api/jobs/:id`'s answer before encoding, for the route and for the web page's loader
 * (decision 0054): the owner's applicants, each with their reliability (one query for the list,
 * decision 0042), ranked once the job's window has closed (decision 25).
 */
export async function jobAsViewerSees(db: Db, id: number, viewer: UserRow | null, now: Date) {
  const job = await getJobDetail(db, id, viewer);
  if (job.applications.length === 0) return job;
  return {
    ...job,
    applications: await rankForTeam(db, await withApplicantReliability(db, job.applications, now), now),
  };
}
