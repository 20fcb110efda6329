import { inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { isMinorOn, ROLE_LABELS, type AdminListQuery, type AdminUser } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { guardianships, users, userSearchText } from '../../db/schema/index.js';
import { cappedCount, iso, lowerName, runList, type AdminPage } from './admin-list-core.js';
import { containsPattern, matchingValues, type SortKey } from './admin-paging.js';

// ---- users: name, email, ZIP (trigram expression) or role (value or label)
const USER_SORTS: Record<string, SortKey> = {
  createdAt: { expr: users.id, type: 'integer' },
  name: lowerName,
  email: { expr: users.email, type: 'text' },
  role: { expr: users.role, type: 'text' },
  zipCode: { expr: users.zipCode, type: 'text' },
};

/**
 * Decision 23: "minor", "under 18" or "teen" finds the accounts under 18 (by the indexed date of
 * birth), and "guardian" also finds every account that looks after a teen, whatever its role.
 */
function minorsAndGuardiansMatching(q: string): SQL[] {
  const needle = q.trim().toLowerCase();
  const found: SQL[] = [];
  if (['minor', 'minors', 'under 18', 'teen', 'teens'].includes(needle))
    found.push(sql`${users.dateOfBirth} > (current_date - interval '18 years')::date`);
  if (needle === 'guardian' || needle === 'guardians')
    found.push(
      sql`exists (select 1 from ${guardianships} where ${guardianships.guardianId} = ${users.id} and ${guardianships.status} = 'given')`,
    );
  return found;
}

export function toAdminUser(u: typeof users.$inferSelect): AdminUser {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    zipCode: u.zipCode,
    role: u.role,
    referredBy: u.referredBy,
    hasCompletedFirstPaidGame: u.hasCompletedFirstPaidGame,
    emailConfirmed: u.emailConfirmedAt !== null,
    suspendedAt: iso(u.suspendedAt),
    directorStatus: u.directorStatus,
    underEighteen: isMinorOn(u.dateOfBirth, new Date().toISOString().slice(0, 10)),
    createdAt: u.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, query: AdminListQuery): Promise<AdminPage<AdminUser>> {
  let where: SQL | undefined;
  if (query.q) {
    const roles = matchingValues(query.q, ROLE_LABELS);
    where = or(
      like(userSearchText, containsPattern(query.q)),
      roles.length ? inArray(users.role, roles) : undefined,
      ...minorsAndGuardiansMatching(query.q),
    );
  }
  const r = await runList(
    query,
    where,
    USER_SORTS[query.sort] ?? USER_SORTS.createdAt!,
    users.id,
    (w, sortValue, orderBy) =>
      db
        .select({ user: users, id: users.id, sortValue })
        .from(users)
        .where(w)
        .orderBy(...orderBy)
        .limit(query.limit + 1),
    (w, cap) => cappedCount(db, users, w, cap),
  );
  return {
    items: r.page.map((row) => toAdminUser(row.user)),
    total: r.total,
    totalCapped: r.totalCapped,
    nextCursor: r.nextCursor,
  };
}
