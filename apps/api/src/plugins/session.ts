import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { arrayRowSelect } from '../db/array-row-select.js';
import { preparedStatement } from '../db/prepared-statements.js';
import { sessions, users } from '../db/schema/index.js';
import { hashToken, randomToken } from '../lib/tokens.js';
import { forbidden, unauthorized } from '../lib/errors.js';

export const SESSION_COOKIE = 'sideline_session';
const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const IDLE_LIFETIME_DAYS = 7;
/** A session last seen at or before this instant (on the database's clock) has been idle too long. */
const idleCutoff = sql`now() - ${sql.raw(`interval '${IDLE_LIFETIME_DAYS} days'`)}`;
/** last_seen_at is written at most this often, so reading a session is not a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

/** Every sign-in's insert, built and named once per database. */
const prepareSessionInsert = (db: Db) => (name: string) =>
  db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      userId: sql.placeholder('userId'),
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .prepare(name);

/** A new session's cookie token, the hash stored for it, and when it ends at the latest. */
export function newSessionToken(): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ABSOLUTE_LIFETIME_MS) };
}

/**
 * The insert that opens a session for each user id the select `userIds` yields, for a statement of
 * the caller's own (a sign-in opens its session in the statement that looks the user up, before the
 * password is checked: the token is only ever sent once it is). Returns each new session's id.
 */
export const insertSessionsSql = (tokenHash: SQLWrapper, expiresAt: SQLWrapper, userIds: SQL): SQL =>
  sql`insert into ${sessions} (token_hash, user_id, expires_at)
    select ${tokenHash}::text, signing_in.id, ${expiresAt}::timestamptz from (${userIds}) as signing_in(id)
    returning id`;

export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash, expiresAt } = newSessionToken();
  await preparedStatement(db, 'insert_session', prepareSessionInsert(db)).execute({
    tokenHash,
    userId,
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Deletes the sessions no request can use any more (past their absolute lifetime or idle longer than
 * the idle lifetime), which the lookup below already refuses; without it the table only grows. Run
 * from the server's hourly timer. Answers how many went.
 */
export async function pruneExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, sql`now()`), lte(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.id });
  return gone.length;
}

/**
 * The lookup every signed-in request makes, built and named once per database (a prepared
 * statement: Drizzle assembled and mapped it anew on each request). Both lifetimes are checked on the
 * database's clock, which writes last_seen_at, so the statement takes no time as a parameter.
 */
const sessionLookupSelection = { user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt };
const prepareSessionLookup = (db: Db) => (name: string) =>
  arrayRowSelect(db, name, {
    selection: sessionLookupSelection,
    query: (fields) =>
      db
        .select(fields)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, sql.placeholder('tokenHash')),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, idleCutoff),
            // A suspended user is signed out on every request, even on a session that raced the suspension.
            isNull(users.suspendedAt),
          ),
        )
        .limit(1),
  });

async function resolveSession(db: Db, token: string): Promise<UserRow | null> {
  const [row] = await preparedStatement(db, 'session_user_by_token', prepareSessionLookup(db)).execute({
    tokenHash: hashToken(token),
  });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          lt(sessions.lastSeenAt, new Date(Date.now() - TOUCH_INTERVAL_MS)),
        ),
      );
  }
  return row.user;
}

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The signed-in user of this request, from the session cookie only; looked up once per request. */
export function sessionUser(request: FastifyRequest): Promise<UserRow | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = request.cookies[SESSION_COOKIE];
    pending = token ? resolveSession(request.server.db, token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** The id of the session this request signed in with (null signed out): what a device's push subscription belongs to. */
export async function sessionIdOf(request: FastifyRequest): Promise<number | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !(await sessionUser(request))) return null;
  const [row] = await request.server.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.id ?? null;
}

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await sessionUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** Every admin route: 401 signed out, 403 for every role but admin. Decided before any input is read. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden("You don't have permission to view this page.");
  return user;
}

/** Account settings are only ever the signed-in user's own (admins included: they use admin tools). */
export function assertSelf(actor: UserRow, userId: number): void {
  if (actor.id !== userId) throw forbidden('You can only change your own account.', 'not_self');
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.env === 'production',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
