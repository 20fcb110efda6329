import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  ADULT_AGE,
  ageOn,
  AUTH_MESSAGES,
  GUARDIAN_MESSAGES,
  isTeamRole,
  MINIMUM_AGE,
  signupHasHelperProfile,
  signupHasTeamProfile,
  type RegisterBody,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { emailTokens, sessions, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { hashToken } from '../../lib/tokens.js';
import type { UserRow } from '../../plugins/session.js';
import { todayForZip } from '../guardians/guardian-state.js';
import {
  refuseOwnMailboxAsGuardian,
  sendGuardianRequest,
  startGuardianship,
} from '../guardians/guardian-start.js';
import { insertSignupHelperProfile } from '../helper-profiles/helper-profiles.service.js';
import { insertSignupTeamProfile } from '../team-profiles/team-profiles.service.js';
import {
  createAccount,
  hashPassword,
  issueEmailToken,
  sendConfirmation,
  type AccountDeps,
} from '../accounts/account-creation.js';
import { resetPasswordMail } from './auth.emails.js';

export type AuthDeps = AccountDeps;

async function findReferrer(db: Db, code: string | null | undefined): Promise<string | null> {
  const normalized = code?.trim().toUpperCase();
  if (!normalized) return null;
  const [referrer] = await db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.referralCode, normalized));
  if (!referrer)
    throw badRequest(
      'That referral code was not found. Check it, or leave the field empty.',
      'unknown_referral_code',
    );
  return referrer.code;
}

/** Sign-ups per address (both forms share the count): checked before anything else is looked at. */
export async function consumeSignupQuota(deps: AuthDeps, ip: string): Promise<void> {
  await consumeRateLimit(deps.db, `register:${ip}`, {
    limit: deps.config.registerRateLimit,
    windowSeconds: 3600,
    message: AUTH_MESSAGES.tooManySignups,
  });
}

/**
 * Decision 23, in the sign-up's own ZIP zone: under 13 is refused, a team account is an adult's, and
 * a helper from 13 to 17 names a guardian. Answers whether the account is a minor's.
 */
async function checkSignupAge(db: Db, body: RegisterBody): Promise<boolean> {
  if (!body.dateOfBirth) return false;
  const age = ageOn(body.dateOfBirth, await todayForZip(db, body.zipCode));
  if (age < MINIMUM_AGE) throw badRequest(GUARDIAN_MESSAGES.tooYoung, 'under_minimum_age');
  if (age >= ADULT_AGE) return false;
  if (isTeamRole(body.role)) throw badRequest(GUARDIAN_MESSAGES.teamIsAdult, 'team_must_be_adult');
  if (!body.guardianEmail)
    throw badRequest(GUARDIAN_MESSAGES.guardianEmailRequired, 'guardian_email_required');
  refuseOwnMailboxAsGuardian(body.guardianEmail, body.email);
  return true;
}

export async function register(deps: AuthDeps, body: RegisterBody, ip: string): Promise<UserRow> {
  await consumeSignupQuota(deps, ip);
  const minor = await checkSignupAge(deps.db, body);
  const referredBy = await findReferrer(deps.db, body.referredBy);
  let guardianToken: string | null = null;
  const user = await createAccount(deps, { ...body, referredBy }, async (tx, user) => {
    // The profiles a sign-up carries are written by their own modules, in this transaction.
    if (signupHasHelperProfile(body)) await insertSignupHelperProfile(tx, user.id, user.email, body);
    if (signupHasTeamProfile(body)) await insertSignupTeamProfile(tx, user.id, body);
    if (minor) guardianToken = await startGuardianship(tx, user, body.guardianEmail!);
  });
  if (guardianToken) await sendGuardianRequest(deps, user, body.guardianEmail!, guardianToken);
  return user;
}

/** Confirming twice is fine: a used but unexpired confirmation link still answers success. */
export async function confirmEmail(deps: AuthDeps, token: string): Promise<void> {
  const [row] = await deps.db
    .update(emailTokens)
    .set({ usedAt: sql`coalesce(${emailTokens.usedAt}, now())` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, 'confirm_email'),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!row) throw badRequest(AUTH_MESSAGES.invalidConfirmLink, 'invalid_token');
  await deps.db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, row.userId));
}

export async function resendConfirmation(deps: AuthDeps, user: UserRow): Promise<string> {
  if (user.emailConfirmedAt) return 'Your email address is already confirmed.';
  await consumeRateLimit(deps.db, `resend-confirm:${user.id}`, {
    limit: 5,
    windowSeconds: 3600,
    message:
      'We have sent several confirmation emails already. Please check your inbox, or try again in an hour.',
  });
  await sendConfirmation(deps, user);
  return `We sent a new confirmation link to ${user.email}.`;
}

export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await consumeRateLimit(deps.db, `forgot:${ip}`, {
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many password reset requests. Please try again later.',
  });
  const [user] = await deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) return;
  const token = await issueEmailToken(deps.db, user.id, 'reset_password');
  await deps.mailer.send(
    resetPasswordMail(user.email, user.firstName, `${deps.config.publicUrl}/reset-password?token=${token}`),
  );
}

/**
 * The one way a password changes (a reset today, a change from the account page later): the new
 * hash, and every outstanding reset link and every session of the account revoked, in the caller's
 * transaction. `keepSessionId` spares the session making the change; a reset keeps none.
 */
export async function setPassword(
  tx: DbOrTx,
  userId: number,
  passwordHash: string,
  options: { keepSessionId?: number } = {},
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
      ),
    );
  await tx
    .delete(sessions)
    .where(
      options.keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, options.keepSessionId)),
    );
}

/** Single use is settled by the conditional update: two tabs racing with one link, one wins. */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.tokenHash, hashToken(token)),
          eq(emailTokens.purpose, 'reset_password'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailTokens.userId });
    if (!row) throw badRequest(AUTH_MESSAGES.invalidResetLink, 'invalid_token');
    // Following the emailed link proves the address, so it counts as confirmed too.
    await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, row.userId));
    // Every other reset link of the account dies with this one, and every session ends.
    await setPassword(tx, row.userId, passwordHash);
  });
}
