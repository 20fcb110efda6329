import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { teamProfiles } from './profiles.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * The text the admin search box matches, one lowercased expression per table. The queries use these
 * very expressions so the trigram (pg_trgm, GIN) indexes of migration 0007_admin_search_trgm serve
 * `like '%q%'`; change one only together with a new migration for its index.
 */
const lowerJoin = (...parts: (AnyPgColumn | SQL)[]): SQL =>
  sql`lower(${sql.join(
    parts.map((p) => sql`${p}`),
    sql` || ' ' || `,
  )})`;

export const userSearchText = lowerJoin(users.firstName, users.lastName, users.email, users.zipCode);
export const jobSearchText = lowerJoin(jobs.title, jobs.location, jobs.zipCode);
export const teamSearchText = sql`lower(${teamProfiles.teamName} || ' ' || coalesce(${teamProfiles.teamLocation}, ''))`;
