import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/session/use-auth';
import { conversationsQuery, participantQuery, threadQuery } from './api/messaging-api';

export function useConversations() {
  const { user } = useAuth();
  return useQuery({ ...conversationsQuery(), enabled: !!user });
}

/** Newest page first; `fetchNextPage` loads older messages until there is no next cursor. */
export function useThread(otherUserId: number, jobId: number | null) {
  const { user } = useAuth();
  return useInfiniteQuery({ ...threadQuery(otherUserId, jobId), enabled: !!user });
}

/** The other person's name and role; only needed while the conversation list has no row for them. */
export function useParticipant(otherUserId: number, enabled: boolean) {
  const { user } = useAuth();
  return useQuery({ ...participantQuery(otherUserId), enabled: enabled && !!user });
}

// The frame's badge reads the unread total without this module's calls (and their zod).
export { useUnreadCount } from './use-unread-count';
