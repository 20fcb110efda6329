import {
  MessageBodySchema,
  NewsletterSubscribeBodySchema,
  type NewsletterSubscribeBody,
} from '@sideline/shared';
import { api } from '@/lib/api';

// The footer box's submit (use-subscribe.ts loads it lazily): its schema, messages and call.
export { NEWSLETTER_MESSAGES, NewsletterSubscribeBodySchema } from '@sideline/shared';

export const subscribe = (body: NewsletterSubscribeBody) =>
  api.send('POST', '/api/newsletter/subscribe', MessageBodySchema, {
    schema: NewsletterSubscribeBodySchema,
    value: body,
  });
