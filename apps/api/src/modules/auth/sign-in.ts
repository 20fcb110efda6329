import { eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { arrayRowSelect } from '../../db/array-row-select.js';
import { preparedStatement } from '../../db/prepared-statements.js';
import { users } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { countHitsSql, enforceRateLimits, type RateLimitCount } from '../../lib/rate-limit.js';
import { passwordHasher } from '../../lib/password-hashing/password-hasher.js';
import { deleteSession, insertSessionsSql, newSessionToken, type UserRow } from '../../plugins/session.js';
import { hashPassword } from '../accounts/account-creation.js';
import type { AuthDeps } from './auth.service.js';

const LOGIN_WINDOW_SECONDS = 15 * 60;
const p = (name: string) => sql.placeholder(name);

/**
 * A sign-in's one statement: it counts the attempt against both rate limits, looks the user up and,
 * unless a limit is passed or the account is suspended, opens the session the sign-in will hand
 * out if the password is right. One round trip and one commit instead of three of each, which takes
 * most of the event loop's share of a sign-in away (decision 0036; `npm run bench:api`). The token is drawn
 * by the server and only sent once the password is checked, so a session opened for a wrong guess
 * is unreachable; it is deleted before the 401 all the same.
 */
const prepareSignIn = (db: Db) => (name: string) => {
  const counts = db
    .$with('counts', {
      key: sql<string>`key`,
      hits: sql<number>`hits`,
      retry_after: sql<number>`retry_after`,
    })
    .as(countHitsSql(LOGIN_WINDOW_SECONDS, [p('addressKey'), p('accountKey')]));
  const passed = sql`exists (select 1 from counts where (key = ${p('addressKey')}::text and hits > ${p('addressLimit')}::integer)
    or (key = ${p('accountKey')}::text and hits > ${p('accountLimit')}::integer))`;
  const opened = db
    .$with('opened', { id: sql<number>`id` })
    .as(
      insertSessionsSql(
        p('tokenHash'),
        p('expiresAt'),
        sql`select ${users.id} from ${users} where ${users.email} = ${p('email')}::text and ${users.suspendedAt} is null and not ${passed}`,
      ),
    );
  const selection = {
    user: users,
    counts: sql<RateLimitCount[]>`(select json_agg(counts) from counts)`,
    opened: sql<boolean>`exists (select 1 from opened)`,
  };
  return arrayRowSelect(db, name, {
    selection,
    leftJoined: [users],
    query: (fields) =>
      db
        .with(counts, opened)
        .select(fields)
        .from(sql`(select 1) as attempt`)
        .leftJoin(users, eq(users.email, p('email'))),
  });
};

/** Verified against when an email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

export interface SignedIn {
  user: UserRow;
  session: { token: string; expiresAt: Date };
}

export async function signIn(
  deps: AuthDeps,
  credentials: { email: string; password: string },
  ip: string,
): Promise<SignedIn> {
  const email = credentials.email.trim().toLowerCase();
  // Per address across every email first (password spraying: one guess at many accounts), then per
  // address and email (guessing one account's password). The address is the client's own unless a
  // configured proxy (TRUST_PROXY) vouches for X-Forwarded-For.
  const address = {
    key: `login-ip:${ip}`,
    limit: deps.config.loginAddressRateLimit,
    message: AUTH_MESSAGES.tooManyLogins,
  };
  const account = {
    key: `login:${ip}:${email}`,
    limit: deps.config.loginRateLimit,
    message: AUTH_MESSAGES.tooManyLogins,
  };
  const { token, tokenHash, expiresAt } = newSessionToken();
  const [attempt] = await preparedStatement(deps.db, 'sign_in', prepareSignIn(deps.db)).execute({
    addressKey: address.key,
    addressLimit: address.limit,
    accountKey: account.key,
    accountLimit: account.limit,
    email,
    tokenHash,
    expiresAt: expiresAt.toISOString(),
  });
  enforceRateLimits(attempt!.counts, [address, account]);
  const { user, opened } = attempt!;
  const ok = await passwordHasher
    .verify(user?.passwordHash ?? (await getDummyHash()), credentials.password)
    .catch(() => false);
  if (!user || !ok) {
    if (opened) await deleteSession(deps.db, token);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  if (user.suspendedAt) throw forbidden(ADMIN_MESSAGES.accountSuspended, 'account_suspended');
  return { user, session: { token, expiresAt } };
}
