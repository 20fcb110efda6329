import { useMutation } from '@tanstack/react-query';
import {
  MessageBodySchema,
  NewsletterConfirmBodySchema,
  NewsletterUnsubscribeBodySchema,
} from '@sideline/shared';
import { api } from '@/lib/api';

/**
 * Confirm or unsubscribe: the token from the mail's link, sent only when the person presses the
 * button. `path` names another list's unsubscribe call of the same shape (job alert digests).
 */
export function useNewsletterLink(action: 'confirm' | 'unsubscribe', path = `/api/newsletter/${action}`) {
  return useMutation({
    mutationFn: (token: string) =>
      api.send('POST', path, MessageBodySchema, {
        schema: action === 'confirm' ? NewsletterConfirmBodySchema : NewsletterUnsubscribeBodySchema,
        value: { token },
      }),
  });
}
