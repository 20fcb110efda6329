import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, Message } from '@sideline/shared';
import { createQueryClient } from '@/lib/query-client';
import { messagingKeys } from './messaging-keys';
import {
  flattenThread,
  markReceivedAsRead,
  markSentAsRead,
  mergeMessage,
  otherPartyOf,
  type ThreadData,
} from './thread-cache';

const VIEWER = 1;
const OTHER = 2;
const JOB = 40;

const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  senderId: OTHER,
  recipientId: VIEWER,
  jobId: JOB,
  subject: null,
  content: `message ${id}`,
  read: false,
  createdAt: '2026-03-07T12:00:00.000Z',
  ...overrides,
});

const page = (items: Message[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
  total: null,
  totalCapped: false,
});

/** pages[0] is the newest page, as the thread query stores them. */
const thread = (...pages: Message[][]): ThreadData => ({
  pages: pages.map((items, i) => page(items, i < pages.length - 1 ? `cursor-${i}` : null)),
  pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i - 1}`)),
});

const conversation = (otherUserId: number, jobId: number | null, unreadCount: number): Conversation => ({
  otherUserId,
  otherUserName: `User ${otherUserId}`,
  otherUserRole: 'helper',
  jobId,
  jobTitle: jobId === null ? null : `Job ${jobId}`,
  jobStatus: null,
  jobTotalPay: null,
  payeeVenmoUsername: null,
  viewerOwnsJob: false,
  lastMessage: 'hi',
  lastMessageDate: '2026-03-07T12:00:00.000Z',
  unreadCount,
});

const ids = (data: ThreadData | undefined) => flattenThread(data).map((m) => m.id);

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
});

describe('otherPartyOf', () => {
  it('is the recipient of what the viewer sent and the sender of what the viewer received', () => {
    expect(otherPartyOf(message(1, { senderId: VIEWER, recipientId: OTHER }), VIEWER)).toBe(OTHER);
    expect(otherPartyOf(message(1, { senderId: OTHER, recipientId: VIEWER }), VIEWER)).toBe(OTHER);
  });
});

describe('flattenThread', () => {
  it('lists every loaded page oldest to newest', () => {
    expect(ids(thread([message(5), message(6)], [message(3), message(4)], [message(1)]))).toEqual([
      1, 3, 4, 5, 6,
    ]);
  });

  it('is empty for a thread that is not loaded', () => {
    expect(flattenThread(undefined)).toEqual([]);
  });
});

describe('mergeMessage', () => {
  const key = messagingKeys.thread(OTHER, JOB);

  it('appends a new message to the newest page of its cached thread', () => {
    client.setQueryData(key, thread([message(10), message(11)], [message(9)]));

    expect(mergeMessage(client, VIEWER, message(12))).toBe(true);

    const data = client.getQueryData<ThreadData>(key);
    expect(data?.pages[0]?.items.map((m) => m.id)).toEqual([10, 11, 12]);
    expect(data?.pages[1]?.items.map((m) => m.id)).toEqual([9]);
    // The older page's cursor is what "load older" continues from: it must survive the merge.
    expect(data?.pages[0]?.nextCursor).toBe('cursor-0');
    expect(data?.pageParams).toEqual([null, 'cursor-0']);
  });

  it("files the viewer's own message under the recipient's thread", () => {
    client.setQueryData(key, thread([message(10)]));

    expect(mergeMessage(client, VIEWER, message(11, { senderId: VIEWER, recipientId: OTHER }))).toBe(true);

    expect(ids(client.getQueryData(key))).toEqual([10, 11]);
  });

  it('ignores a message it already holds, on any page (a stream replay, or the echo of our own send)', () => {
    client.setQueryData(key, thread([message(10), message(11)], [message(8), message(9)]));

    expect(mergeMessage(client, VIEWER, message(11, { content: 'replayed' }))).toBe(true);
    expect(mergeMessage(client, VIEWER, message(8, { content: 'replayed' }))).toBe(true);

    const merged = flattenThread(client.getQueryData(key));
    expect(merged.map((m) => m.id)).toEqual([8, 9, 10, 11]);
    expect(merged.map((m) => m.content)).not.toContain('replayed');
  });

  it('puts a late replay in id order', () => {
    client.setQueryData(key, thread([message(10), message(12)]));

    mergeMessage(client, VIEWER, message(11));

    expect(ids(client.getQueryData(key))).toEqual([10, 11, 12]);
  });

  it('leaves a thread that is not cached alone and says so', () => {
    expect(mergeMessage(client, VIEWER, message(12))).toBe(false);

    expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('does not count a cached query without any page as a cached thread', () => {
    client.setQueryData<ThreadData>(key, { pages: [], pageParams: [] });

    expect(mergeMessage(client, VIEWER, message(12))).toBe(false);
    expect(client.getQueryData<ThreadData>(key)?.pages).toEqual([]);
  });

  it('keeps threads with the same person apart by job, a jobless message going to the `none` thread', () => {
    const otherJob = messagingKeys.thread(OTHER, JOB + 1);
    const noJob = messagingKeys.thread(OTHER, null);
    client.setQueryData(key, thread([message(10)]));
    client.setQueryData(otherJob, thread([message(20, { jobId: JOB + 1 })]));
    client.setQueryData(noJob, thread([message(30, { jobId: null })]));

    expect(mergeMessage(client, VIEWER, message(31, { jobId: null }))).toBe(true);

    expect(noJob).toEqual(['messages', 'thread', OTHER, 'none']);
    expect(ids(client.getQueryData(noJob))).toEqual([30, 31]);
    expect(ids(client.getQueryData(key))).toEqual([10]);
    expect(ids(client.getQueryData(otherJob))).toEqual([20]);
  });
});

describe('markSentAsRead', () => {
  it('marks what the viewer sent the reader as read, on every page, and nothing the reader sent', () => {
    const key = messagingKeys.thread(OTHER, JOB);
    client.setQueryData(
      key,
      thread(
        [message(3, { senderId: VIEWER, recipientId: OTHER }), message(4)],
        [message(1, { senderId: VIEWER, recipientId: OTHER }), message(2)],
      ),
    );

    markSentAsRead(client, OTHER, JOB);

    const read = Object.fromEntries(flattenThread(client.getQueryData(key)).map((m) => [m.id, m.read]));
    expect(read).toEqual({ 1: true, 2: false, 3: true, 4: false });
  });

  it('touches only the thread of that job', () => {
    const other = messagingKeys.thread(OTHER, null);
    client.setQueryData(other, thread([message(1, { senderId: VIEWER, recipientId: OTHER, jobId: null })]));

    markSentAsRead(client, OTHER, JOB);

    expect(flattenThread(client.getQueryData(other))[0]?.read).toBe(false);
  });

  it('creates no thread that was not cached', () => {
    markSentAsRead(client, OTHER, JOB);

    expect(client.getQueryData(messagingKeys.thread(OTHER, JOB))).toBeUndefined();
  });
});

describe('markReceivedAsRead', () => {
  it("marks what the viewer received in that thread as read, leaving the viewer's own messages alone", () => {
    const key = messagingKeys.thread(OTHER, JOB);
    client.setQueryData(
      key,
      thread([message(2), message(3, { senderId: VIEWER, recipientId: OTHER })], [message(1)]),
    );

    markReceivedAsRead(client, VIEWER, OTHER, JOB);

    const read = Object.fromEntries(flattenThread(client.getQueryData(key)).map((m) => [m.id, m.read]));
    expect(read).toEqual({ 1: true, 2: true, 3: false });
  });

  it('clears the unread count of that conversation only (same person, other job, and other people keep theirs)', () => {
    client.setQueryData(messagingKeys.conversations, [
      conversation(OTHER, JOB, 3),
      conversation(OTHER, null, 2),
      conversation(OTHER + 1, JOB, 1),
    ]);

    markReceivedAsRead(client, VIEWER, OTHER, JOB);

    expect(
      client.getQueryData<Conversation[]>(messagingKeys.conversations)?.map((row) => row.unreadCount),
    ).toEqual([0, 2, 1]);
  });

  it('clears the conversation without a job by its null job', () => {
    client.setQueryData(messagingKeys.conversations, [
      conversation(OTHER, JOB, 3),
      conversation(OTHER, null, 2),
    ]);

    markReceivedAsRead(client, VIEWER, OTHER, null);

    expect(
      client.getQueryData<Conversation[]>(messagingKeys.conversations)?.map((row) => row.unreadCount),
    ).toEqual([3, 0]);
  });

  it('creates neither a thread nor a conversation list that was not cached', () => {
    markReceivedAsRead(client, VIEWER, OTHER, JOB);

    expect(client.getQueryData(messagingKeys.thread(OTHER, JOB))).toBeUndefined();
    expect(client.getQueryData(messagingKeys.conversations)).toBeUndefined();
  });
});
