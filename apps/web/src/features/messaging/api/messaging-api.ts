import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ConversationSchema,
  MarkReadResponseSchema,
  MessageSchema,
  ParticipantSchema,
  UnreadCountSchema,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { messagingKeys, toJobKey } from '@/lib/messaging/messaging-keys';

/** One page of a thread; older pages are asked for with the previous answer's X-Next-Cursor. */
export const THREAD_PAGE_SIZE = 50;

export const conversationsQuery = () =>
  queryOptions({
    queryKey: messagingKeys.conversations,
    queryFn: () => api.get(z.array(ConversationSchema), '/api/messages/conversations'),
  });

/** GET /api/messages/unread-count, parsed (unread-count.ts asks for it lazily). */
export const fetchUnreadCount = () => api.get(UnreadCountSchema, '/api/messages/unread-count');

/** A thread, newest page first; each page (a JSON array) runs oldest to newest. */
export const threadQuery = (otherUserId: number, jobId: number | null) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.thread(otherUserId, jobId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ jobId: String(toJobKey(jobId)), limit: String(THREAD_PAGE_SIZE) });
      if (pageParam !== null) query.set('cursor', pageParam);
      return api.getPage(MessageSchema, `/api/messages/conversation/${otherUserId}?${query.toString()}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** Who the other person of a conversation is (for a thread that has no list row yet). */
export const participantQuery = (otherUserId: number) =>
  queryOptions({
    queryKey: messagingKeys.participant(otherUserId),
    queryFn: () => api.get(ParticipantSchema, `/api/messages/participants/${otherUserId}`),
  });

/** POST /api/messages, in either of the spec's variants (content, or subject + message). */
export const markThreadRead = (otherUserId: number, jobId: number | null) =>
  api.send('POST', `/api/messages/read/${otherUserId}?jobId=${toJobKey(jobId)}`, MarkReadResponseSchema);
