import type { Conversation, Message, Thread } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';
import { toJobKey } from './query-keys';

/** One page of a thread; older pages are asked for with the previous page's `nextBefore`. */
export const THREAD_PAGE_SIZE = 50;

export const fetchConversations = () => api.get<Conversation[]>('/api/messages/conversations');

export const fetchUnreadCount = () => api.get<{ unread: number }>('/api/messages/unread-count');

export function fetchThread(otherUserId: number, jobId: number | null, before: number | null) {
  const query = new URLSearchParams({ jobId: String(toJobKey(jobId)), limit: String(THREAD_PAGE_SIZE) });
  if (before !== null) query.set('before', String(before));
  return api.get<Thread>(`/api/messages/conversation/${otherUserId}?${query.toString()}`);
}

export interface SendInput {
  recipientId: number;
  jobId: number | null;
  content: string;
}

export const sendMessage = (input: SendInput) => api.post<Message>('/api/messages', input);

export const markThreadRead = (otherUserId: number, jobId: number | null) =>
  api.post<{ updated: number }>(`/api/messages/read/${otherUserId}?jobId=${toJobKey(jobId)}`);
