import { eq } from 'drizzle-orm';
import { isTeamRole } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { teamProfiles } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';

/**
 * The team whose default job requirements (decision 0050) the user reads and saves: a team account
 * with a team profile, else refused. The routes and Post a Job's page loader (decision 0054) share it.
 */
export async function defaultsTeamOf(db: Db, user: UserRow): Promise<number> {
  if (!isTeamRole(user.role)) throw forbidden('Only team accounts have job requirements.', 'wrong_role');
  const [team] = await db
    .select({ id: teamProfiles.id })
    .from(teamProfiles)
    .where(eq(teamProfiles.userId, user.id));
  if (!team) throw notFound('Create your team profile first.', 'team_profile_not_found');
  return team.id;
}
