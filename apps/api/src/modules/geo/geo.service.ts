import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boundingBox, type LatLng, PROFILE_MESSAGES } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { zipCodes } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

export interface ZipPoint extends LatLng {
  zip: string;
  city: string | null;
  state: string | null;
  /** IANA zone of the ZIP's centroid. */
  timeZone: string;
}

// ZIP centroids are reference data, loaded once and never edited, so a ZIP found stays as found: a
// radius search then costs one round trip, not two. An unknown ZIP is asked again (it may be loaded).
const foundZips = new WeakMap<Db, Map<string, ZipPoint>>();

export async function findZip(db: Db, zip: string): Promise<ZipPoint | null> {
  const key = zip.trim();
  let found = foundZips.get(db);
  if (!found) foundZips.set(db, (found = new Map()));
  const cached = found.get(key);
  if (cached) return cached;
  const [row] = await db.select().from(zipCodes).where(eq(zipCodes.zip, key)).limit(1);
  // A row without a zone is from a list the start-up loader has not refilled yet: not a known ZIP.
  if (!row?.timeZone) return null;
  const point = { ...row, timeZone: row.timeZone };
  found.set(key, point);
  return point;
}

/** The centroid of a ZIP; an unknown ZIP is the client's mistake, never an empty success. */
export async function requireZip(db: Db, zip: string): Promise<ZipPoint> {
  const point = await findZip(db, zip);
  if (!point) throw badRequest(PROFILE_MESSAGES.unknownZip, 'unknown_zip');
  return point;
}

/**
 * SQL for the great-circle distance in miles from `center` to the row's coordinates; the center may
 * be a prepared statement's placeholders.
 */
export function distanceMilesSql(
  lat: AnyPgColumn,
  lng: AnyPgColumn,
  center: LatLng | { latitude: Placeholder; longitude: Placeholder },
): SQL<number> {
  return sql<number>`(7917.6 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${center.latitude}) / 2), 2) +
    cos(radians(${center.latitude})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${center.longitude}) / 2), 2)
  ))))`;
}

/** Index-friendly pre-filter: the rows inside the box around `center`, before the exact distance check. */
export function withinBoxSql(lat: AnyPgColumn, lng: AnyPgColumn, center: LatLng, radiusMiles: number): SQL {
  const box = boundingBox(center, radiusMiles);
  return sql`${lat} between ${box.minLat} and ${box.maxLat} and ${lng} between ${box.minLng} and ${box.maxLng}`;
}
