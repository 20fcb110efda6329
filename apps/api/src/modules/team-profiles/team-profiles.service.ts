import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import {
  isTeamRole,
  PROFILE_MESSAGES,
  type RegisterBody,
  type TeamProfile,
  type TeamProfileBody,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { jobs, teamProfiles, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { UserRow } from '../../plugins/session.js';
import { assertOwnUpload } from '../uploads/uploads.service.js';
import { assertOwnUserId, setVenmoHandle } from '../accounts/account-self.service.js';

type TeamRow = typeof teamProfiles.$inferSelect;
type Owner = Pick<UserRow, 'firstName' | 'lastName' | 'zipCode' | 'venmoUsername'>;

/**
 * A team's Venmo handle is the account's one handle, and private: only the team's owner reads it
 * (docs/decisions/0001-team-venmo-handle-is-private.md). Helpers are paid through theirs, never
 * the other way round, so nobody else needs it.
 */
function toView(row: TeamRow, owner: Owner, jobsPosted: number, viewerId: number | null): TeamProfile {
  const sportTypes = row.sportTypes as TeamProfile['sportTypes'];
  return {
    id: row.id,
    userId: row.userId,
    teamName: row.teamName,
    sportTypes,
    sportType: sportTypes[0] ?? 'baseball',
    teamLocation: row.teamLocation,
    bio: row.bio,
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    yearsActive: row.yearsActive,
    jobsPosted,
    avgRating: row.avgRating,
    totalReviews: row.totalReviews,
    teamAchievements: row.teamAchievements,
    successStories: row.successStories,
    hourlyBudget: row.hourlyBudgetCents,
    venmoUsername: viewerId === row.userId ? owner.venmoUsername : null,
    coachName: `${owner.firstName} ${owner.lastName}`,
    zipCode: owner.zipCode,
  };
}

async function loadView(db: Db, where: SQL, viewerId: number | null): Promise<TeamProfile | null> {
  const [row] = await db
    .select({
      team: teamProfiles,
      owner: {
        firstName: users.firstName,
        lastName: users.lastName,
        zipCode: users.zipCode,
        venmoUsername: users.venmoUsername,
      },
    })
    .from(teamProfiles)
    .innerJoin(users, eq(users.id, teamProfiles.userId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const [posted] = await db.select({ n: count() }).from(jobs).where(eq(jobs.teamId, row.team.id));
  return toView(row.team, row.owner, posted?.n ?? 0, viewerId);
}

export async function getTeamProfile(db: Db, id: number, viewerId: number | null): Promise<TeamProfile> {
  const view = await loadView(db, eq(teamProfiles.id, id), viewerId);
  if (!view) throw notFound(PROFILE_MESSAGES.teamNotFound, 'team_profile_not_found');
  return view;
}

export async function getTeamProfileByUser(
  db: Db,
  userId: number,
  viewerId: number | null,
): Promise<TeamProfile> {
  const view = await loadView(db, eq(teamProfiles.userId, userId), viewerId);
  if (!view) throw notFound(PROFILE_MESSAGES.teamNotFound, 'team_profile_not_found');
  return view;
}

const columnsFrom = (body: TeamProfileBody) => ({
  teamName: body.teamName,
  sportTypes: body.sportTypes,
  teamLocation: body.teamLocation,
  hourlyBudgetCents: body.hourlyBudget,
  bio: body.bio || null,
  profileImage: body.profileImage ?? null,
  ...(body.yearsActive !== undefined ? { yearsActive: body.yearsActive } : {}),
  ...(body.teamAchievements ? { teamAchievements: body.teamAchievements } : {}),
  ...(body.successStories ? { successStories: body.successStories } : {}),
});

export async function createTeamProfile(db: Db, user: UserRow, body: TeamProfileBody): Promise<TeamProfile> {
  assertOwnUserId(user, body.userId);
  if (!isTeamRole(user.role)) throw forbidden('Only team accounts can create a team profile.', 'wrong_role');
  await assertOwnUpload(db, user.id, body.profileImage);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(teamProfiles).values({ userId: user.id, ...columnsFrom(body) });
      await setVenmoHandle(tx, user.id, body.venmoUsername);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'team_profiles_user_unique'))
      throw conflict(PROFILE_MESSAGES.profileExists, 'profile_exists');
    throw error;
  }
  return getTeamProfileByUser(db, user.id, user.id);
}

export async function updateTeamProfile(
  db: Db,
  user: UserRow,
  id: number,
  body: TeamProfileBody,
): Promise<TeamProfile> {
  assertOwnUserId(user, body.userId);
  await assertOwnUpload(db, user.id, body.profileImage);
  // Ownership is part of the update itself, so nobody else's row can ever be written.
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(teamProfiles)
      .set(columnsFrom(body))
      .where(and(eq(teamProfiles.id, id), eq(teamProfiles.userId, user.id)))
      .returning({ id: teamProfiles.id });
    if (rows.length > 0) await setVenmoHandle(tx, user.id, body.venmoUsername);
    return rows;
  });
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: teamProfiles.id })
      .from(teamProfiles)
      .where(eq(teamProfiles.id, id));
    if (!exists) throw notFound(PROFILE_MESSAGES.teamNotFound, 'team_profile_not_found');
    throw forbidden(PROFILE_MESSAGES.notOwner, 'not_owner');
  }
  return getTeamProfile(db, id, user.id);
}

/** The team profile a sign-up carries (its team name and sports), inside its transaction. */
export async function insertSignupTeamProfile(tx: DbOrTx, userId: number, body: RegisterBody) {
  await tx
    .insert(teamProfiles)
    .values({ userId, teamName: body.teamName ?? '', sportTypes: body.sportTypes ?? [] });
}

/** A tournament director's organization: the team profile its tournaments' jobs are posted under. */
export async function insertOrganizationProfile(tx: DbOrTx, userId: number, name: string): Promise<number> {
  const [row] = await tx
    .insert(teamProfiles)
    .values({ userId, teamName: name, isOrganization: true })
    .returning({ id: teamProfiles.id });
  return row!.id;
}

/** A new account picture becomes the team profile's too, when it has none yet. */
export async function fillMissingTeamPicture(tx: DbOrTx, userId: number, url: string) {
  await tx
    .update(teamProfiles)
    .set({ profileImage: url })
    .where(and(eq(teamProfiles.userId, userId), isNull(teamProfiles.profileImage)));
}
