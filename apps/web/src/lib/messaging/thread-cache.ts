import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Conversation, Message } from '@sideline/shared';
import type { Page } from '@/lib/api';
import { messagingKeys } from './messaging-keys';

/** A cached thread: pages[0] is the newest page, each later page holds older messages. */
export type ThreadData = InfiniteData<Page<Message>>;

/** The person on the other side of a message, seen from the viewer. */
export const otherPartyOf = (message: Message, viewerId: number) =>
  message.senderId === viewerId ? message.recipientId : message.senderId;

/** Oldest to newest across every loaded page. */
export const flattenThread = (data: ThreadData | undefined): Message[] =>
  data ? data.pages.toReversed().flatMap((page) => page.items) : [];

/**
 * Adds a message to its thread if that thread is cached (answers whether it was). Ids are checked
 * first because a reconnecting stream replays what it missed and our own send also answers with it.
 */
export function mergeMessage(client: QueryClient, viewerId: number, message: Message): boolean {
  const key = messagingKeys.thread(otherPartyOf(message, viewerId), message.jobId);
  let cached = false;
  client.setQueryData<ThreadData>(key, (data) => {
    const newest = data?.pages[0];
    if (!data || !newest) return data;
    cached = true;
    if (data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
    // Sorted by id so a late replay still lands in order.
    const items = [...newest.items, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, items }, ...data.pages.slice(1)] };
  });
  return cached;
}

function updateMessages(client: QueryClient, key: readonly unknown[], change: (m: Message) => Message) {
  client.setQueryData<ThreadData>(key, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) } : data,
  );
}

/** The other person read what the viewer sent them: show 'Read' on those bubbles. */
export function markSentAsRead(client: QueryClient, readerId: number, jobId: number | null) {
  updateMessages(client, messagingKeys.thread(readerId, jobId), (m) =>
    m.recipientId === readerId && !m.read ? { ...m, read: true } : m,
  );
}

/** The viewer read a conversation: clear its unread state locally until the server's answer arrives. */
export function markReceivedAsRead(
  client: QueryClient,
  viewerId: number,
  otherUserId: number,
  jobId: number | null,
) {
  updateMessages(client, messagingKeys.thread(otherUserId, jobId), (m) =>
    m.recipientId === viewerId && !m.read ? { ...m, read: true } : m,
  );
  client.setQueryData<Conversation[]>(messagingKeys.conversations, (rows) =>
    rows?.map((row) =>
      row.otherUserId === otherUserId && row.jobId === jobId ? { ...row, unreadCount: 0 } : row,
    ),
  );
}
