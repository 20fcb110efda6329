import { AUTH_MESSAGES, EMAIL_CONFIRM_TOKEN_HOURS, PASSWORD_RESET_TOKEN_MINUTES } from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { emailTokens, users } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { passwordHasher } from '../../lib/password-hashing/password-hasher.js';
import { hashToken, randomCode, randomToken } from '../../lib/tokens.js';
import type { UserRow } from '../../plugins/session.js';
import { confirmEmailMail } from './account.emails.js';

/*
 * Making an account, for every sign-up: auth's own forms, a tournament director's, and a guardian's
 * from a consent link. Here below those modules so guardians/ need not import auth/, which starts
 * guardianships.
 */

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

// One of OWASP's equal-strength argon2id settings: 7 MiB, 5 passes, 1 lane (as strong as 19 MiB
// and 2 passes). The smaller block leaves the shared cache to the page requests beside a sign-in:
// measured in bench/api.ts, see docs/decisions/0025. Hashes made with the old setting still verify
// (the setting is part of each hash).
const ARGON2 = { memoryCost: 7168, timeCost: 5, parallelism: 1 } as const;
export const hashPassword = (password: string) => passwordHasher.hash(password, ARGON2);

export async function issueEmailToken(
  db: Db,
  userId: number,
  purpose: 'confirm_email' | 'reset_password',
): Promise<string> {
  const token = randomToken();
  const lifetimeMs =
    purpose === 'confirm_email'
      ? EMAIL_CONFIRM_TOKEN_HOURS * 3600_000
      : PASSWORD_RESET_TOKEN_MINUTES * 60_000;
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

export async function sendConfirmation(deps: AccountDeps, user: UserRow): Promise<void> {
  const token = await issueEmailToken(deps.db, user.id, 'confirm_email');
  const link = `${deps.config.publicUrl}/confirm-email?token=${token}`;
  await deps.mailer.send(confirmEmailMail(user.email, user.firstName, link));
}

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  zipCode: string;
  role: UserRow['role'];
  referredBy?: string | null;
  dateOfBirth?: string | null;
  /** The address was proved another way (a guardian's consent link): no confirmation email. */
  emailConfirmed?: boolean;
}

/**
 * Every sign-up (after consumeSignupQuota): the account and whatever `alsoWrite` adds (profiles, a
 * tournament and its games) in one transaction, so a failure anywhere leaves no account; then the
 * confirmation email.
 */
export async function createAccount(
  deps: AccountDeps,
  account: NewAccount,
  alsoWrite: (tx: DbOrTx, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const passwordHash = await hashPassword(account.password);
  const email = account.email.toLowerCase();

  for (let attempt = 0; ; attempt++) {
    try {
      const user = await deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            username: account.username,
            passwordHash,
            firstName: account.firstName,
            lastName: account.lastName,
            zipCode: account.zipCode,
            role: account.role,
            referralCode: randomCode(),
            referredBy: account.referredBy ?? null,
            dateOfBirth: account.dateOfBirth ?? null,
            emailConfirmedAt: account.emailConfirmed ? new Date() : null,
          })
          .returning();
        await alsoWrite(tx, created!);
        return created!;
      });
      if (!account.emailConfirmed) await sendConfirmation(deps, user);
      return user;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique'))
        throw conflict(AUTH_MESSAGES.emailTaken, 'email_taken');
      if (isUniqueViolation(error, 'users_username_lower_unique'))
        throw conflict(AUTH_MESSAGES.usernameTaken, 'username_taken');
      // A referral-code collision is astronomically rare; draw another code.
      if (isUniqueViolation(error, 'users_referral_code_unique') && attempt < 3) continue;
      throw error;
    }
  }
}
