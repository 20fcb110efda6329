import { createRequire } from 'node:module';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { zipCodes } from '../../db/schema/index.js';

interface ZipEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city?: string;
  state?: string;
}

const CHUNK = 2000;

/**
 * Fills zip_codes from the `zipcodes` package (US ZIP centroids) the first time a database starts.
 * A migration cannot carry 42,000 rows well, so this runs at start-up and is a no-op afterwards.
 */
export async function loadZipCodesIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(zipCodes);
  if ((row?.n ?? 0) > 0) return 0;
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipEntry> };
  const rows = Object.values(codes)
    .filter((z) => /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .map((z) => ({
      zip: z.zip,
      latitude: z.latitude,
      longitude: z.longitude,
      city: z.city ?? null,
      state: z.state ?? null,
    }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx
        .insert(zipCodes)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing();
    }
  });
  return rows.length;
}
