import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, PROFILE_MESSAGES } from '@sideline/shared';
import { ApiError } from '@/lib/api';
import { PostJobRefusal } from './use-post-job';
import { isVenmoMissing, venmoHandleError } from './venmo-inline-field';

describe('the Venmo handle asked for on Post a Job', () => {
  it('is checked by the shared handle schema, blank keeping the posting refusal', () => {
    expect(venmoHandleError('')).toBe(JOB_MESSAGES.noVenmo);
    expect(venmoHandleError('   ')).toBe(JOB_MESSAGES.noVenmo);
    expect(venmoHandleError('morgan bailey')).toBe(PROFILE_MESSAGES.venmoFormat);
    expect(venmoHandleError('morgan')).toBe(PROFILE_MESSAGES.venmoFormat);
    expect(venmoHandleError(' @morgan-bailey_2 ')).toBeNull();
  });

  it('opens for a missing-handle refusal by its code, never by its text', () => {
    const refusal = (code: string, message = JOB_MESSAGES.noVenmo) =>
      new ApiError(400, { code, message } as never, message);
    expect(isVenmoMissing(refusal('team_venmo_missing'))).toBe(true);
    expect(isVenmoMissing(new PostJobRefusal(JOB_MESSAGES.noVenmo, 'team_venmo_missing'))).toBe(true);
    // The same sentence without the code is some other failure.
    expect(isVenmoMissing(refusal('bad_request'))).toBe(false);
    expect(isVenmoMissing(new PostJobRefusal(JOB_MESSAGES.noVenmo))).toBe(false);
    expect(isVenmoMissing(new Error(JOB_MESSAGES.noVenmo))).toBe(false);
  });
});
