import { describe, expect, it } from 'vitest';
import { GUARDIAN_MESSAGES } from '@sideline/shared';
import { ApiError } from '@/lib/api-error';
import { consentRefusal } from './consent-refusal';

const refused = (status: number, code: string, message = 'server words') =>
  new ApiError(status, { code, message } as never, message);

describe('consentRefusal', () => {
  it('puts the date-of-birth refusals on the date field', () => {
    expect(consentRefusal(refused(400, 'guardian_date_of_birth_required'), 'mom@x.test')).toEqual({
      text: GUARDIAN_MESSAGES.guardianDateOfBirthRequired,
      onDate: true,
    });
    expect(consentRefusal(refused(403, 'guardian_must_be_adult'), 'mom@x.test').onDate).toBe(true);
    expect(consentRefusal(refused(400, 'validation_error', 'Enter a real date'), 'mom@x.test')).toEqual({
      text: 'Enter a real date',
      onDate: true,
    });
  });

  it('names the invited address when another account tries, and asks to confirm an address', () => {
    expect(consentRefusal(refused(403, 'guardian_email_mismatch'), 'mom@x.test')).toEqual({
      text: 'This approval link was sent to mom@x.test. Sign in with the account for that address, or create one.',
      onDate: false,
    });
    expect(consentRefusal(refused(403, 'guardian_email_unconfirmed'), 'mom@x.test').text).toBe(
      GUARDIAN_MESSAGES.guardianEmailUnconfirmed,
    );
  });

  it('falls back to the server’s words, or a retry, for anything else', () => {
    expect(consentRefusal(refused(429, 'rate_limited', 'Too many attempts.'), 'mom@x.test').text).toBe(
      'Too many attempts.',
    );
    expect(consentRefusal(new Error('offline'), 'mom@x.test').onDate).toBe(false);
  });
});
