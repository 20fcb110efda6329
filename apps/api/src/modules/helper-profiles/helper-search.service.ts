import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  type HelperList,
  type HelperSearchQuery,
  type HelperSkill,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperProfiles, users, zipCodes } from '../../db/schema/index.js';
import { distanceMilesSql, requireZip, withinBoxSql } from '../geo/geo.service.js';
import { toHelperView } from './helper-profile-view.js';

export const ownerColumns = { firstName: users.firstName, lastName: users.lastName, zipCode: users.zipCode };

const SKILL_COLUMNS = {
  scorekeeper: helperProfiles.isScorekeeper,
  scoreboard: helperProfiles.isScoreboard,
  streaming: helperProfiles.isStreaming,
} as const;
const skillFilter = (skill: HelperSkill | undefined): SQL | undefined =>
  skill ? eq(SKILL_COLUMNS[skill], true) : undefined;

/** Best first: verified, then rated, then most reviewed. */
const bestFirst = [
  desc(helperProfiles.isVerified),
  desc(helperProfiles.avgRating),
  desc(helperProfiles.totalReviews),
  asc(helperProfiles.id),
];

/**
 * Helpers near a ZIP (nearest first, each with its distance) or, without a ZIP, everyone best first.
 * Near: a bounding box on the zip_codes (latitude, longitude) index narrows the ZIPs, the exact
 * great-circle distance decides, and users are joined through their ZIP index.
 */
export async function searchHelpers(
  db: Db,
  query: HelperSearchQuery,
  viewerId: number | null,
): Promise<HelperList> {
  const offset = (query.page - 1) * query.limit;
  // A suspended helper leaves Find Talent.
  let where: SQL | undefined = and(isNull(users.suspendedAt), skillFilter(query.skill));
  let distance: SQL<number> | null = null;
  if (query.zipCode) {
    const center = await requireZip(db, query.zipCode);
    const radius = query.radius ?? DEFAULT_SEARCH_RADIUS_MILES;
    distance = distanceMilesSql(zipCodes.latitude, zipCodes.longitude, center);
    where = and(
      where,
      withinBoxSql(zipCodes.latitude, zipCodes.longitude, center, radius),
      sql`${distance} <= ${radius}`,
    );
  }
  const base = db
    .select({ helper: helperProfiles, owner: ownerColumns, distance: distance ?? sql<null>`null` })
    .from(helperProfiles)
    .innerJoin(users, eq(users.id, helperProfiles.userId));
  const rows = await (distance ? base.innerJoin(zipCodes, eq(zipCodes.zip, users.zipCode)) : base)
    .where(where)
    .orderBy(...(distance ? [asc(distance), asc(helperProfiles.id)] : bestFirst))
    .limit(query.limit)
    .offset(offset);
  const countBase = db
    .select({ n: count() })
    .from(helperProfiles)
    .innerJoin(users, eq(users.id, helperProfiles.userId));
  const [total] = await (
    distance ? countBase.innerJoin(zipCodes, eq(zipCodes.zip, users.zipCode)) : countBase
  ).where(where);
  const totalCount = total?.n ?? 0;
  return {
    helpers: rows.map((r) => toHelperView(r.helper, r.owner, viewerId, r.distance)),
    page: query.page,
    total: totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / query.limit)),
  };
}

export async function featuredHelpers(db: Db, limit: number) {
  const rows = await db
    .select({ helper: helperProfiles, owner: ownerColumns })
    .from(helperProfiles)
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(isNull(users.suspendedAt))
    .orderBy(...bestFirst)
    .limit(limit);
  return rows.map((r) => toHelperView(r.helper, r.owner, null));
}
