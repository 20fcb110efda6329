import { describe, expect, it } from 'vitest';
import type { Payment } from '@sideline/shared';
import { successState } from './success-state';

const cardPending = { jobId: 7, method: 'card', status: 'pending' } as Payment;
const venmoPending = { jobId: 7, method: 'venmo', status: 'pending' } as Payment;

describe('successState', () => {
  it('is paid only when the server says the job is paid', () => {
    expect(successState({ redirectStatus: null, jobStatus: 'paid', payments: [], jobId: 7 })).toBe('paid');
    expect(
      successState({ redirectStatus: 'succeeded', jobStatus: 'completed', payments: [], jobId: 7 }),
    ).toBe('not-recorded');
  });

  it('is processing while the provider sent the team back and the card payment waits for its webhook', () => {
    const base = { jobStatus: 'completed' as const, payments: [cardPending], jobId: 7 };
    expect(successState({ ...base, redirectStatus: 'succeeded' })).toBe('processing');
    expect(successState({ ...base, redirectStatus: 'processing' })).toBe('processing');
    // An opened checkout alone is no payment: without the provider's redirect nothing was confirmed.
    expect(successState({ ...base, redirectStatus: null })).toBe('not-recorded');
    expect(successState({ ...base, jobId: 8, redirectStatus: 'succeeded' })).toBe('not-recorded');
  });

  it('says not recorded for an unpaid job with no card payment (a Venmo report is not a card payment)', () => {
    expect(
      successState({ redirectStatus: null, jobStatus: 'completed', payments: [venmoPending], jobId: 7 }),
    ).toBe('not-recorded');
  });

  it('says failed when the provider redirect says so', () => {
    expect(
      successState({
        redirectStatus: 'requires_payment_method',
        jobStatus: 'completed',
        payments: [],
        jobId: 7,
      }),
    ).toBe('failed');
  });
});
