import { and, asc, count, eq } from 'drizzle-orm';
import { isTeamRole, STREAM_MESSAGES, type FamilyInvitee } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { teamFamilyInvitees, teamProfiles } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';

/** How many people one team's families list holds: a youth team's families, with room to spare. */
export const FAMILY_LIST_LIMIT = 500;

/** The signed-in coach's team: the families list always belongs to the caller's own team. */
async function ownTeamId(db: Db, user: UserRow): Promise<number> {
  if (!isTeamRole(user.role)) throw forbidden('Only team accounts have a families list.', 'wrong_role');
  const [team] = await db
    .select({ id: teamProfiles.id })
    .from(teamProfiles)
    .where(eq(teamProfiles.userId, user.id));
  if (!team) throw badRequest(STREAM_MESSAGES.teamProfileMissing, 'team_profile_missing');
  return team.id;
}

const toInvitee = (row: typeof teamFamilyInvitees.$inferSelect): FamilyInvitee => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export async function listFamilies(db: Db, user: UserRow): Promise<FamilyInvitee[]> {
  const teamId = await ownTeamId(db, user);
  const rows = await db
    .select()
    .from(teamFamilyInvitees)
    .where(eq(teamFamilyInvitees.teamId, teamId))
    .orderBy(asc(teamFamilyInvitees.email));
  return rows.map(toInvitee);
}

/** Adds an email, lowercased as account emails are; the unique index settles a double add. */
export async function addFamily(db: Db, user: UserRow, typed: string): Promise<FamilyInvitee> {
  const email = typed.toLowerCase();
  const teamId = await ownTeamId(db, user);
  const [size] = await db
    .select({ n: count() })
    .from(teamFamilyInvitees)
    .where(eq(teamFamilyInvitees.teamId, teamId));
  if ((size?.n ?? 0) >= FAMILY_LIST_LIMIT) throw conflict(STREAM_MESSAGES.familyListFull, 'family_list_full');
  const [row] = await db
    .insert(teamFamilyInvitees)
    .values({ teamId, email })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(STREAM_MESSAGES.familyExists, 'family_invitee_exists');
  return toInvitee(row);
}

/** Removes one person from the caller's own list; another team's row reads as not found. */
export async function removeFamily(db: Db, user: UserRow, id: number): Promise<void> {
  const teamId = await ownTeamId(db, user);
  const removed = await db
    .delete(teamFamilyInvitees)
    .where(and(eq(teamFamilyInvitees.id, id), eq(teamFamilyInvitees.teamId, teamId)))
    .returning({ id: teamFamilyInvitees.id });
  if (removed.length === 0) throw notFound(STREAM_MESSAGES.familyNotFound, 'family_invitee_not_found');
}

/**
 * Whether `viewer` is on team `teamId`'s families list: only an account whose email is confirmed
 * counts, so typing someone else's address at sign-up shows nothing.
 */
export async function isFamilyInvitee(db: Db, teamId: number, viewer: UserRow | null): Promise<boolean> {
  if (!viewer?.emailConfirmedAt) return false;
  const [row] = await db
    .select({ id: teamFamilyInvitees.id })
    .from(teamFamilyInvitees)
    .where(
      and(eq(teamFamilyInvitees.teamId, teamId), eq(teamFamilyInvitees.email, viewer.email.toLowerCase())),
    )
    .limit(1);
  return row !== undefined;
}
