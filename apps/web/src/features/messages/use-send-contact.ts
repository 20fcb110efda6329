import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessageBody } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

export interface ContactInput {
  recipientId: number;
  subject: string;
  message: string;
}

/** The contact dialog's variant of POST /api/messages: subject + message, never tied to a job. */
export function useSendContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipientId, subject, message }: ContactInput) => {
      const body: SendMessageBody = {
        recipientId,
        jobId: null,
        // A blank subject is left out rather than stored as an empty string.
        subject: subject.trim() || undefined,
        message: message.trim(),
      };
      return api.post<Message>('/api/messages', body);
    },
    // The sender's conversation list (dashboard, another issue) should show the new message.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
