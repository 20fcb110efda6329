import type { User } from '@sideline/shared';
import type { UserRow } from '../../plugins/session.js';

/** The account as its owner sees it; never the password hash or internal flags. */
export function toUserView(row: UserRow): User {
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
  };
}
