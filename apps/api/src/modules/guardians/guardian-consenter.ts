import { ADULT_AGE, ageOn, GUARDIAN_MESSAGES, sameMailbox } from '@sideline/shared';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { lockAccount, setMissingDateOfBirth } from '../accounts/account-self.service.js';
import { todayForZip } from './guardian-state.js';

/**
 * Who may consent for a teen (decision 27): consent belongs to the address the link was sent to.
 * The account is locked for the caller's transaction, so what is checked here is what the consent
 * relies on; a refusal leaves the account as it was (the caller's transaction rolls back).
 *
 * - never the teen, nor any account whose mail reaches the teen's own mailbox;
 * - only an account whose email is the invited address (normalized) and is confirmed;
 * - only an adult by the account's own date of birth. An account without one (a team or parent
 *   account from before dates were asked) gives it with the consent, and keeps it.
 */
export async function admitConsentingAccount(
  tx: DbOrTx,
  accountId: number,
  invitedEmail: string,
  teen: { id: number; email: string },
  givenDateOfBirth: string | undefined,
): Promise<void> {
  const account = await lockAccount(tx, accountId);
  if (!account || account.id === teen.id || sameMailbox(account.email, teen.email))
    throw forbidden(GUARDIAN_MESSAGES.guardianIsTeen, 'not_guardian');
  if (!sameMailbox(account.email, invitedEmail))
    throw forbidden(
      GUARDIAN_MESSAGES.guardianEmailMismatch.replace('{email}', invitedEmail),
      'guardian_email_mismatch',
    );
  if (!account.emailConfirmedAt)
    throw forbidden(GUARDIAN_MESSAGES.guardianEmailUnconfirmed, 'guardian_email_unconfirmed');
  const dateOfBirth = account.dateOfBirth ?? givenDateOfBirth;
  if (!dateOfBirth)
    throw badRequest(GUARDIAN_MESSAGES.guardianDateOfBirthRequired, 'guardian_date_of_birth_required');
  if (ageOn(dateOfBirth, await todayForZip(tx, account.zipCode)) < ADULT_AGE)
    throw forbidden(GUARDIAN_MESSAGES.guardianMustBeAdult, 'guardian_must_be_adult');
  if (!account.dateOfBirth) await setMissingDateOfBirth(tx, account.id, dateOfBirth);
}
