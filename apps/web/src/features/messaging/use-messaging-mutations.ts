import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { markThreadRead, sendMessageRequest } from './api/messaging-api';
import { messagingKeys, toJobKey } from './api/messaging-keys';
import { markReceivedAsRead, mergeMessage } from './thread-cache';

/**
 * The one way the app sends a message (chat composer, New Message dialog, contact dialog): POST
 * /api/messages; the answer goes straight into its thread if open (the stream's copy is deduped)
 * and the conversation list refreshes.
 */
export function useSendMessage() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: sendMessageRequest,
    onSuccess: (message) => {
      if (user) {
        // A thread that was not loaded (a first message: it answered 404 before) is fetched afresh.
        if (!mergeMessage(client, user.id, message))
          void client.invalidateQueries({
            queryKey: messagingKeys.thread(message.recipientId, message.jobId),
          });
      }
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
