import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { directorProfiles, teamProfiles, tournaments } from '../../db/schema/index.js';

export interface DirectorSignupDetails {
  organization: string | null;
  title: string | null;
  phone: string | null;
  tournaments: { name: string; dates: string; estimatedGames: number }[];
}

const EMPTY: DirectorSignupDetails = { organization: null, title: null, phone: null, tournaments: [] };

/**
 * What each director signed up with, for the admin's review queue: two queries for the whole page
 * (the person and organization, then their tournaments), never one per director.
 */
export async function directorSignups(
  db: Db,
  userIds: number[],
): Promise<Map<number, DirectorSignupDetails>> {
  const details = new Map<number, DirectorSignupDetails>();
  if (userIds.length === 0) return details;
  const people = await db
    .select({
      userId: teamProfiles.userId,
      teamId: teamProfiles.id,
      organization: teamProfiles.teamName,
      title: directorProfiles.title,
      phone: directorProfiles.phone,
    })
    .from(teamProfiles)
    .leftJoin(directorProfiles, eq(directorProfiles.userId, teamProfiles.userId))
    .where(inArray(teamProfiles.userId, userIds));
  const userByTeam = new Map<number, number>();
  for (const p of people) {
    userByTeam.set(p.teamId, p.userId);
    details.set(p.userId, { organization: p.organization, title: p.title, phone: p.phone, tournaments: [] });
  }
  if (userByTeam.size > 0) {
    const rows = await db
      .select({
        teamId: tournaments.teamId,
        name: tournaments.name,
        dates: tournaments.dates,
        estimatedGames: tournaments.estimatedGames,
      })
      .from(tournaments)
      .where(inArray(tournaments.teamId, [...userByTeam.keys()]))
      .orderBy(asc(tournaments.id));
    for (const { teamId, ...tournament } of rows) {
      const userId = userByTeam.get(teamId);
      if (userId !== undefined) details.get(userId)?.tournaments.push(tournament);
    }
  }
  for (const id of userIds) if (!details.has(id)) details.set(id, { ...EMPTY, tournaments: [] });
  return details;
}
