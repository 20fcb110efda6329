import { queryOptions } from '@tanstack/react-query';
import { messagingKeys } from '@/lib/messaging/messaging-keys';
import { embeddedAnswer } from '@/lib/route-prefetch';

const UNREAD_COUNT_PATH = '/api/messages/unread-count';

/** The answer a page came with, checked as its shared schema (`{ unread: int }`) would. */
function asUnreadCount(data: unknown): { unread: number } | undefined {
  const unread = (data as { unread?: unknown } | null | undefined)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) ? { unread } : undefined;
}

/**
 * The unread total, for the badge every page's frame shows: its call and schema (with zod) are
 * loaded when it is first asked for, signed in, so a signed-out page loads neither.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messagingKeys.unread,
    queryFn: async () => (await import('./messaging-api')).fetchUnreadCount(),
    initialData: () => asUnreadCount(embeddedAnswer(UNREAD_COUNT_PATH)),
  });
