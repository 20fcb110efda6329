import { GUARDIAN_MESSAGES } from '@sideline/shared';
import { ApiError } from '@/lib/api-error';

/**
 * What a refused approval says, chosen by the error's code (decision 27), and whether it belongs
 * on the date-of-birth field.
 */
export function consentRefusal(error: unknown, invitedEmail: string): { text: string; onDate: boolean } {
  if (!(error instanceof ApiError))
    return { text: 'Could not record your approval. Please try again.', onDate: false };
  switch (error.code) {
    case 'guardian_date_of_birth_required':
      return { text: GUARDIAN_MESSAGES.guardianDateOfBirthRequired, onDate: true };
    case 'guardian_must_be_adult':
      return { text: GUARDIAN_MESSAGES.guardianMustBeAdult, onDate: true };
    case 'validation_error':
      return { text: error.serverMessage, onDate: true };
    case 'guardian_email_mismatch':
      return {
        text: GUARDIAN_MESSAGES.guardianEmailMismatch.replace('{email}', invitedEmail),
        onDate: false,
      };
    case 'guardian_email_unconfirmed':
      return { text: GUARDIAN_MESSAGES.guardianEmailUnconfirmed, onDate: false };
    case 'not_guardian':
      return { text: GUARDIAN_MESSAGES.guardianIsTeen, onDate: false };
    case 'consent_link_used':
      return { text: GUARDIAN_MESSAGES.linkUsed, onDate: false };
    case 'invalid_token':
      return { text: GUARDIAN_MESSAGES.linkInvalid, onDate: false };
    default:
      return { text: error.serverMessage, onDate: false };
  }
}
