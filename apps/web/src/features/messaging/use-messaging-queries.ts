import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { fetchConversations, fetchThread, fetchUnreadCount } from './messaging-api';
import { messagingKeys } from './query-keys';
import { useEventStream } from './use-event-stream';

export function useConversations() {
  const { user } = useAuth();
  return useQuery({ queryKey: messagingKeys.conversations, queryFn: fetchConversations, enabled: !!user });
}

/** Newest page first; `fetchNextPage` loads older messages until `nextBefore` is null. */
export function useThread(otherUserId: number, jobId: number | null) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: messagingKeys.thread(otherUserId, jobId),
    queryFn: ({ pageParam }) => fetchThread(otherUserId, jobId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    enabled: !!user,
  });
}

/** The signed-in user's unread total: loaded once, then kept current by the event stream. */
export function useUnreadCount(): number {
  const { user } = useAuth();
  useEventStream();
  const query = useQuery({ queryKey: messagingKeys.unread, queryFn: fetchUnreadCount, enabled: !!user });
  return user ? (query.data?.unread ?? 0) : 0;
}
