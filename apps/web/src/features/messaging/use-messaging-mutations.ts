import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { markThreadRead, sendMessage } from './messaging-api';
import { messagingKeys, toJobKey } from './query-keys';
import { markReceivedAsRead, mergeMessage } from './thread-cache';

/** POST /api/messages; the answer goes straight into the open thread (the stream's copy is deduped). */
export function useSendMessage() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      if (user) mergeMessage(client, user.id, message);
      void client.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}

/**
 * Marks one conversation read. Calls for a conversation already being marked are dropped, so
 * the effect that calls this on every new message cannot pile up requests. Failures are only
 * logged (spec): the messages simply stay unread.
 */
export function useMarkRead() {
  const client = useQueryClient();
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const inFlight = useRef(new Set<string>());

  return useCallback(
    async (otherUserId: number, jobId: number | null) => {
      const key = `${otherUserId}:${toJobKey(jobId)}`;
      if (viewerId === null || inFlight.current.has(key)) return;
      inFlight.current.add(key);
      try {
        await markThreadRead(otherUserId, jobId);
        markReceivedAsRead(client, viewerId, otherUserId, jobId);
        // The server also streams the new total; asking again covers a stream that is down.
        void client.invalidateQueries({ queryKey: messagingKeys.unread });
        void client.invalidateQueries({ queryKey: messagingKeys.conversations });
      } catch (error) {
        console.error('Failed to mark messages as read', error);
      } finally {
        inFlight.current.delete(key);
      }
    },
    [client, viewerId],
  );
}
