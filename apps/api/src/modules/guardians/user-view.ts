import type { User } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../plugins/session.js';
import { guardianConsentOf } from './guardian-state.js';

/**
 * The account as its owner sees it (never the password hash or internal flags), with a teen's
 * guardian consent: a lookup only for minors. It lives here, below users/, auth/ and tournaments/,
 * because the consent is the guardians module's.
 */
export async function userViewOf(db: Db, row: UserRow): Promise<User> {
  return toUserView(row, await guardianConsentOf(db, row));
}

function toUserView(row: UserRow, guardian: Pick<User, 'guardianConsent' | 'guardianEmail'>): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    zipCode: row.zipCode,
    role: row.role,
    profileImageUrl: row.profileImageUrl,
    venmoUsername: row.venmoUsername,
    paypalEmail: row.paypalEmail,
    preferredPaymentMethod: row.preferredPaymentMethod,
    freeGamesRemaining: row.freeGamesRemaining,
    paidGamesCompleted: row.paidGamesCompleted,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    hasCompletedFirstPaidGame: row.hasCompletedFirstPaidGame,
    dateOfBirth: row.dateOfBirth,
    ...guardian,
  };
}
