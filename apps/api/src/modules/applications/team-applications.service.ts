import type { Application } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../plugins/session.js';
import { withApplicantPassports } from '../safety/passport-attach.js';
import { withApplicantReliability } from '../reliability/reliability-attach.js';
import { rankForTeam } from './application-ranking.js';
import { listForTeam } from './applications.service.js';

/**
 * `GET /api/applications/team/:teamId` (owner only): every application to the team's jobs with
 * each applicant's passport and reliability, ranked for the team. One function, so the route and
 * the dashboard's page loader (decision 0054) answer the same list.
 */
export async function teamApplicationsForOwner(
  db: Db,
  user: UserRow,
  teamId: number,
  now: Date,
): Promise<Application[]> {
  const list = await listForTeam(db, user, teamId);
  const withPassports = await withApplicantPassports(db, list, now);
  return rankForTeam(db, await withApplicantReliability(db, withPassports, now), now);
}
