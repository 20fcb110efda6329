import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  gameInterval,
  RATING_MAX,
  type HelperProfile,
  type HelperSearchQuery,
  type HelperSkill,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperProfiles, users, zipCodes } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { distanceMilesSql, requireZip, withinBoxSql } from '../geo/geo.service.js';
import { ownerColumns, toHelperView } from './helper-profile-view.js';
import { passportFilterSql } from '../safety/passport.service.js';
import { availableSql } from '../availability/availability-fits.js';

const SKILL_COLUMNS = {
  scorekeeper: helperProfiles.isScorekeeper,
  scoreboard: helperProfiles.isScoreboard,
  streaming: helperProfiles.isStreaming,
} as const;
const skillFilter = (skill: HelperSkill | undefined): SQL | undefined =>
  skill ? eq(SKILL_COLUMNS[skill], true) : undefined;

/** Best first: verified, then rated, then most reviewed; as one ascending key for the cursor. */
const unverifiedKey = sql<number>`(case when ${helperProfiles.isVerified} then 0 else 1 end)`;
const bestFirst = [
  desc(helperProfiles.isVerified),
  desc(helperProfiles.avgRating),
  desc(helperProfiles.totalReviews),
  asc(helperProfiles.id),
];

/** The last row of a page: nearest-first (distance, id) or best-first (unverified, rating, reviews, id). */
const CursorSchema = z.union([
  z
    .object({
      d: z.number().finite().min(0),
      i: z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    })
    .strict(),
  z
    .object({
      u: z.union([z.literal(0), z.literal(1)]),
      // An average rating as the real column holds it: 0 (no reviews yet) or 1..RATING_MAX. Anything
      // else (1e308, 5e-324) is no cursor we wrote, and would overflow the ::real cast (a 500).
      r: z.number().refine((r) => r === 0 || (r >= 1 && r <= RATING_MAX)),
      n: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1),
      i: z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    })
    .strict(),
]);
type Cursor = z.infer<typeof CursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decodeCursor(value: string): Cursor {
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

/** Without a ZIP, a date and time are read on the demo market's clock. */
const DEFAULT_AVAILABILITY_ZONE = 'America/New_York';

/**
 * Find Talent's "available for" filter (issue 55): a game on `availableOn` from..to on the searched
 * ZIP's clock (an end at or before the start runs past midnight) that fits each helper's availability,
 * by the same SQL as job alerts. All three parts or none.
 */
function availableFor(query: HelperSearchQuery, timeZone: string): SQL | undefined {
  const { availableOn, availableFrom, availableTo } = query;
  if (availableOn === undefined && availableFrom === undefined && availableTo === undefined) return undefined;
  if (!availableOn || !availableFrom || !availableTo)
    throw badRequest('Choose a date, a start and an end to search by availability.', 'validation_error');
  const game = gameInterval(
    { jobDate: availableOn, startTime: availableFrom, endTime: availableTo },
    timeZone,
  );
  return availableSql(
    helperProfiles.userId,
    sql`${game.start.toISOString()}::timestamptz`,
    sql`${game.end.toISOString()}::timestamptz`,
    null,
  );
}

export interface HelperPage {
  helpers: HelperProfile[];
  nextCursor: string | null;
}

/**
 * Helpers near a ZIP (nearest first, each with its distance) or, without a ZIP, everyone best first,
 * paged by a keyset cursor so a page never repeats or skips a helper. Near: a bounding box on the
 * zip_codes (latitude, longitude) index narrows the ZIPs, the exact great-circle distance decides,
 * and users are joined through their ZIP index.
 */
export async function searchHelpers(
  db: Db,
  query: HelperSearchQuery,
  viewerId: number | null,
): Promise<HelperPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  // A suspended helper leaves Find Talent.
  const conditions: (SQL | undefined)[] = [
    isNull(users.suspendedAt),
    skillFilter(query.skill),
    passportFilterSql(helperProfiles.userId, users.dateOfBirth, query.passport),
  ];
  let distance: SQL<number> | null = null;
  const center = query.zipCode ? await requireZip(db, query.zipCode) : null;
  conditions.push(availableFor(query, center?.timeZone ?? DEFAULT_AVAILABILITY_ZONE));
  if (query.zipCode && center) {
    const radius = query.radius ?? DEFAULT_SEARCH_RADIUS_MILES;
    distance = distanceMilesSql(zipCodes.latitude, zipCodes.longitude, center);
    conditions.push(
      withinBoxSql(zipCodes.latitude, zipCodes.longitude, center, radius),
      sql`${distance} <= ${radius}`,
    );
    if (cursor) {
      if (!('d' in cursor)) throw badRequest('Invalid cursor', 'invalid_cursor');
      conditions.push(
        sql`(${distance}, ${helperProfiles.id}) > (${cursor.d}::double precision, ${cursor.i})`,
      );
    }
  } else if (cursor) {
    if (!('u' in cursor)) throw badRequest('Invalid cursor', 'invalid_cursor');
    conditions.push(
      sql`(${unverifiedKey}, -${helperProfiles.avgRating}, -${helperProfiles.totalReviews}, ${helperProfiles.id})
        > (${cursor.u}::int, ${-cursor.r}::real, ${-cursor.n}::int, ${cursor.i}::int)`,
    );
  }
  const base = db
    .select({ helper: helperProfiles, owner: ownerColumns, distance: distance ?? sql<null>`null` })
    .from(helperProfiles)
    .innerJoin(users, eq(users.id, helperProfiles.userId));
  const rows = await (distance ? base.innerJoin(zipCodes, eq(zipCodes.zip, users.zipCode)) : base)
    .where(and(...conditions))
    .orderBy(...(distance ? [asc(distance), asc(helperProfiles.id)] : bestFirst))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    nextCursor = encodeCursor(
      distance
        ? { d: Number(last.distance), i: last.helper.id }
        : {
            u: last.helper.isVerified ? 0 : 1,
            r: last.helper.avgRating,
            n: last.helper.totalReviews,
            i: last.helper.id,
          },
    );
  }
  return { helpers: page.map((r) => toHelperView(r.helper, r.owner, viewerId, r.distance)), nextCursor };
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
