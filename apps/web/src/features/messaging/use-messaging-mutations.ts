import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/session/use-auth';
import { markThreadRead } from './api/messaging-api';
import { messagingKeys, toJobKey } from '@/lib/messaging/messaging-keys';
import { markReceivedAsRead } from '@/lib/messaging/thread-cache';

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
  const again = useRef(new Set<string>());

  return useCallback(
    async (otherUserId: number, jobId: number | null) => {
      const key = `${otherUserId}:${toJobKey(jobId)}`;
      if (viewerId === null) return;
      // A message that arrives while the thread is being marked read may be newer than what that
      // call covered: ask once more when it ends, rather than dropping the ask.
      if (inFlight.current.has(key)) {
        again.current.add(key);
        return;
      }
      inFlight.current.add(key);
      try {
        do {
          again.current.delete(key);
          await markThreadRead(otherUserId, jobId);
          markReceivedAsRead(client, viewerId, otherUserId, jobId);
        } while (again.current.has(key));
        // The server also streams the new total; asking again covers a stream that is down.
        void client.invalidateQueries({ queryKey: messagingKeys.unread });
        void client.invalidateQueries({ queryKey: messagingKeys.conversations });
      } catch (error) {
        console.error('Failed to mark messages as read', error);
      } finally {
        inFlight.current.delete(key);
        again.current.delete(key);
      }
    },
    [client, viewerId],
  );
}
