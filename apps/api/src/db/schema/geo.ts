import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

/** ZIP-code centroids; radius search is a bounding box on (latitude, longitude) plus an exact check. */
export const zipCodes = pgTable(
  'zip_codes',
  {
    zip: text().primaryKey(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    city: text(),
    state: text(),
    /** IANA zone of the centroid; null only on a row of an older list, until the loader refills it. */
    timeZone: text(),
  },
  (t) => [index('zip_codes_lat_lng_idx').on(t.latitude, t.longitude)],
);
