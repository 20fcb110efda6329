import { describe, expect, it } from 'vitest';
import type { Conversation } from '@sideline/shared';
import { canPayInThread } from './payment-review-box';

const thread = (jobStatus: string | null): Conversation => ({
  otherUserId: 7,
  otherUserName: 'Jordan Ellis',
  otherUserRole: 'helper',
  jobId: 12,
  jobTitle: 'Scorekeeper for the doubleheader',
  jobStatus,
  jobTotalPay: 7500,
  payeeVenmoUsername: '@jordan-ellis',
  viewerOwnsJob: true,
  lastMessage: 'See you there',
  lastMessageDate: '2026-11-29T08:00:00.000Z',
  unreadCount: 0,
});

describe('canPayInThread', () => {
  it('offers the pay box while the helper is booked (a game waiting on a new time too) or done', () => {
    expect(['assigned', 'rescheduling', 'completed'].map((status) => canPayInThread(thread(status)))).toEqual(
      [true, true, true],
    );
  });

  it('offers none before the booking, once paid or cancelled, without a job, or to anyone but the owner', () => {
    for (const status of ['open', 'paid', 'cancelled', null])
      expect(canPayInThread(thread(status))).toBe(false);
    expect(canPayInThread({ ...thread('assigned'), viewerOwnsJob: false })).toBe(false);
    expect(canPayInThread({ ...thread('assigned'), payeeVenmoUsername: null })).toBe(false);
  });
});
