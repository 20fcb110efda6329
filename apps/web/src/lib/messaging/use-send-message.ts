import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, SendMessageBodySchema, type SendMessageBody } from '@sideline/shared';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';
import { messagingKeys } from './messaging-keys';
import { mergeMessage } from './thread-cache';

export const sendMessageRequest = (body: SendMessageBody) =>
  api.send('POST', '/api/messages', MessageSchema, { schema: SendMessageBodySchema, value: body });

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
