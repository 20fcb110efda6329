import { eq } from 'drizzle-orm';
import { GUARDIAN_LINK_DAYS, GUARDIAN_MESSAGES, sameMailbox } from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { guardianships } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { guardianRequestMail } from './guardian.emails.js';

/**
 * A guardian's address that reaches the teen's own mailbox (another case, a `+tag`, Gmail's dots)
 * would send the consent link to the teen (decision 27).
 */
export function refuseOwnMailboxAsGuardian(guardianEmail: string, teenEmail: string): void {
  if (sameMailbox(guardianEmail, teenEmail))
    throw badRequest(GUARDIAN_MESSAGES.guardianEmailIsYours, 'guardian_email_is_yours');
}

/**
 * Asks a teen's guardian for consent: a single-use link (only its hash is kept) to the address the
 * teen gave. Asking again (another address, a lost email) replaces the pending request.
 */
export async function startGuardianship(
  db: Db,
  teen: { id: number; email: string },
  guardianEmail: string,
): Promise<string> {
  refuseOwnMailboxAsGuardian(guardianEmail, teen.email);
  const token = randomToken();
  const values = {
    teenId: teen.id,
    guardianEmail: guardianEmail.trim().toLowerCase(),
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(Date.now() + GUARDIAN_LINK_DAYS * 86_400_000),
  };
  await db
    .insert(guardianships)
    .values(values)
    .onConflictDoUpdate({
      target: guardianships.teenId,
      set: values,
      setWhere: eq(guardianships.status, 'pending'),
    });
  return token;
}

export async function sendGuardianRequest(
  deps: { mailer: Mailer; config: Config },
  teen: { firstName: string; lastName: string },
  guardianEmail: string,
  token: string,
): Promise<void> {
  const link = `${deps.config.publicUrl}/guardian/consent?token=${token}`;
  await deps.mailer.send(guardianRequestMail(guardianEmail, teen, link));
}
