import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@sideline/shared';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from './use-post-job';

describe('serverFieldErrors', () => {
  it('puts a locked cancellation policy beside the policy fields', () => {
    const locked = new ApiError(
      409,
      { message: JOB_MESSAGES.policyLocked, code: 'cancellation_policy_locked' },
      'PUT',
    );
    expect(serverFieldErrors(locked)).toEqual({ cancellationPolicy: JOB_MESSAGES.policyLocked });
  });

  it('reads a 400 field by field, and leaves other refusals to the toast', () => {
    const invalid = new ApiError(
      400,
      {
        message: 'Invalid request',
        code: 'validation_error',
        details: [{ path: 'title', message: JOB_MESSAGES.title }],
      },
      'PUT',
    );
    expect(serverFieldErrors(invalid)).toEqual({ title: JOB_MESSAGES.title });
    const moved = new ApiError(
      409,
      { message: 'This job can no longer be edited.', code: 'invalid_transition' },
      'PUT',
    );
    expect(serverFieldErrors(moved)).toEqual({});
  });
});
