import { and, eq, isNull } from 'drizzle-orm';
import {
  HELPER_RATE_RANGE,
  isHelperRole,
  PROFILE_MESSAGES,
  type HelperProfile,
  type HelperProfileBody,
  type RegisterBody,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { helperProfiles, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { UserRow } from '../../plugins/session.js';
import { assertOwnUpload } from '../uploads/uploads.service.js';
import { refuseMinorPayoutSettings } from '../guardians/guardian-state.js';
import { assertOwnUserId, setVenmoHandle } from '../accounts/account-self.service.js';
import { ownerColumns, toHelperView } from './helper-profile-view.js';

async function findOne(
  db: Db,
  column: 'id' | 'userId',
  value: number,
  viewerId: number | null,
): Promise<HelperProfile> {
  const [row] = await db
    .select({ helper: helperProfiles, owner: ownerColumns })
    .from(helperProfiles)
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(eq(helperProfiles[column], value))
    .limit(1);
  if (!row) throw notFound(PROFILE_MESSAGES.helperNotFound, 'helper_profile_not_found');
  return toHelperView(row.helper, row.owner, viewerId);
}

export const getHelperProfile = (db: Db, id: number, viewerId: number | null) =>
  findOne(db, 'id', id, viewerId);
export const getHelperProfileByUser = (db: Db, userId: number, viewerId: number | null) =>
  findOne(db, 'userId', userId, viewerId);

/** An absent email or Venmo handle is left as it is: the spec's second call table sends neither. */
const columnsFrom = (body: HelperProfileBody) => ({
  ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
  bio: body.bio || null,
  hourlyRateMinCents: body.hourlyRateMin,
  hourlyRateMaxCents: body.hourlyRateMax,
  isScorekeeper: body.isScorekeeper,
  isScoreboard: body.isScoreboard,
  isStreaming: body.isStreaming,
  hasEquipment: body.hasEquipment,
  equipmentDetails: body.equipmentDetails || null,
  equipment: body.hasEquipment ? (body.equipment ?? []) : [],
  availability: body.availability || null,
  profileImage: body.profileImage ?? null,
  experience: body.experience || null,
  ...(body.yearsOfExperience !== undefined ? { yearsOfExperience: body.yearsOfExperience } : {}),
  ...(body.certifications ? { certifications: body.certifications } : {}),
});

export async function createHelperProfile(
  db: Db,
  user: UserRow,
  body: HelperProfileBody,
): Promise<HelperProfile> {
  assertOwnUserId(user, body.userId);
  if (!isHelperRole(user.role))
    throw forbidden('Only helper accounts can create a helper profile.', 'wrong_role');
  await assertOwnUpload(db, user.id, body.profileImage);
  if (body.venmoUsername) await refuseMinorPayoutSettings(db, user);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(helperProfiles).values({ userId: user.id, ...columnsFrom(body) });
      await setVenmoHandle(tx, user.id, body.venmoUsername);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'helper_profiles_user_unique'))
      throw conflict(PROFILE_MESSAGES.profileExists, 'profile_exists');
    throw error;
  }
  return getHelperProfileByUser(db, user.id, user.id);
}

export async function updateHelperProfile(
  db: Db,
  user: UserRow,
  id: number,
  body: HelperProfileBody,
): Promise<HelperProfile> {
  assertOwnUserId(user, body.userId);
  await assertOwnUpload(db, user.id, body.profileImage);
  if (body.venmoUsername) await refuseMinorPayoutSettings(db, user);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(helperProfiles)
      .set(columnsFrom(body))
      .where(and(eq(helperProfiles.id, id), eq(helperProfiles.userId, user.id)))
      .returning({ id: helperProfiles.id });
    if (rows.length > 0) await setVenmoHandle(tx, user.id, body.venmoUsername);
    return rows;
  });
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: helperProfiles.id })
      .from(helperProfiles)
      .where(eq(helperProfiles.id, id));
    if (!exists) throw notFound(PROFILE_MESSAGES.helperNotFound, 'helper_profile_not_found');
    throw forbidden(PROFILE_MESSAGES.notOwner, 'not_owner');
  }
  return getHelperProfile(db, id, user.id);
}

/** The helper profile a sign-up carries (the sign-up form's helper answers), inside its transaction. */
export async function insertSignupHelperProfile(
  tx: DbOrTx,
  userId: number,
  email: string,
  body: RegisterBody,
) {
  await tx.insert(helperProfiles).values({
    userId,
    email,
    bio: body.bio || null,
    isScorekeeper: body.isScorekeeper ?? false,
    isScoreboard: body.isScoreboard ?? false,
    isStreaming: body.isStreaming ?? false,
    hourlyRateMinCents: body.hourlyRateMin ?? HELPER_RATE_RANGE.defaultMin * 100,
    hourlyRateMaxCents: body.hourlyRateMax ?? HELPER_RATE_RANGE.defaultMax * 100,
    hasEquipment: body.hasEquipment ?? false,
    equipmentDetails: body.equipmentDetails || null,
  });
}

/** A new account picture becomes the helper profile's too, when it has none yet. */
export async function fillMissingHelperPicture(tx: DbOrTx, userId: number, url: string) {
  await tx
    .update(helperProfiles)
    .set({ profileImage: url })
    .where(and(eq(helperProfiles.userId, userId), isNull(helperProfiles.profileImage)));
}
