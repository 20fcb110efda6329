import { and, count, eq, type SQL } from 'drizzle-orm';
import { isTeamRole, PROFILE_MESSAGES, type TeamProfile, type TeamProfileBody } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, teamProfiles, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { UserRow } from '../../plugins/session.js';
import { assertOwnUpload } from '../uploads/uploads.service.js';

type TeamRow = typeof teamProfiles.$inferSelect;

function toView(
  row: TeamRow,
  owner: Pick<UserRow, 'firstName' | 'lastName' | 'zipCode'>,
  jobsPosted: number,
): TeamProfile {
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
    hourlyBudgetCents: row.hourlyBudgetCents,
    venmoUsername: row.venmoUsername,
    coachName: `${owner.firstName} ${owner.lastName}`,
    zipCode: owner.zipCode,
  };
}

async function loadView(db: Db, where: SQL): Promise<TeamProfile | null> {
  const [row] = await db
    .select({
      team: teamProfiles,
      owner: { firstName: users.firstName, lastName: users.lastName, zipCode: users.zipCode },
    })
    .from(teamProfiles)
    .innerJoin(users, eq(users.id, teamProfiles.userId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const [posted] = await db.select({ n: count() }).from(jobs).where(eq(jobs.teamId, row.team.id));
  return toView(row.team, row.owner, posted?.n ?? 0);
}

export async function getTeamProfile(db: Db, id: number): Promise<TeamProfile> {
  const view = await loadView(db, eq(teamProfiles.id, id));
  if (!view) throw notFound(PROFILE_MESSAGES.teamNotFound, 'team_profile_not_found');
  return view;
}

export async function getTeamProfileByUser(db: Db, userId: number): Promise<TeamProfile> {
  const view = await loadView(db, eq(teamProfiles.userId, userId));
  if (!view) throw notFound(PROFILE_MESSAGES.teamNotFound, 'team_profile_not_found');
  return view;
}

const columnsFrom = (body: TeamProfileBody) => ({
  teamName: body.teamName,
  sportTypes: body.sportTypes,
  teamLocation: body.teamLocation,
  hourlyBudgetCents: body.hourlyBudgetCents,
  venmoUsername: body.venmoUsername,
  bio: body.bio || null,
  profileImage: body.profileImage ?? null,
  ...(body.yearsActive !== undefined ? { yearsActive: body.yearsActive } : {}),
  ...(body.teamAchievements ? { teamAchievements: body.teamAchievements } : {}),
  ...(body.successStories ? { successStories: body.successStories } : {}),
});

export async function createTeamProfile(db: Db, user: UserRow, body: TeamProfileBody): Promise<TeamProfile> {
  if (!isTeamRole(user.role)) throw forbidden('Only team accounts can create a team profile.', 'wrong_role');
  await assertOwnUpload(db, user.id, body.profileImage);
  try {
    await db.insert(teamProfiles).values({ userId: user.id, ...columnsFrom(body) });
  } catch (error) {
    if (isUniqueViolation(error, 'team_profiles_user_unique'))
      throw conflict(PROFILE_MESSAGES.profileExists, 'profile_exists');
    throw error;
  }
  return getTeamProfileByUser(db, user.id);
}

export async function updateTeamProfile(
  db: Db,
  user: UserRow,
  id: number,
  body: TeamProfileBody,
): Promise<TeamProfile> {
  await assertOwnUpload(db, user.id, body.profileImage);
  // Ownership is part of the update itself, so nobody else's row can ever be written.
  const updated = await db
    .update(teamProfiles)
    .set(columnsFrom(body))
    .where(and(eq(teamProfiles.id, id), eq(teamProfiles.userId, user.id)))
    .returning({ id: teamProfiles.id });
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: teamProfiles.id })
      .from(teamProfiles)
      .where(eq(teamProfiles.id, id));
    if (!exists) throw notFound(PROFILE_MESSAGES.teamNotFound, 'team_profile_not_found');
    throw forbidden(PROFILE_MESSAGES.notOwner, 'not_owner');
  }
  return getTeamProfile(db, id);
}
