import { data, useActionData } from 'react-router';
import { NEWSLETTER_MESSAGES, NewsletterSubscribeBodySchema, type PageLoadContext } from '@sideline/shared';
import type { DocumentHandle } from '@/app/document-scripts';
import { refusalMessage } from '@/lib/page-action';
import { NewsletterSubscribePage, type NewsletterPosted } from '@/pages/newsletter/newsletter-subscribe-page';

export const handle: DocumentHandle = { documentOnly: true };

/** The footer's box posted as plain HTML: checked by the shared schema, then the API's own service. */
export async function action({ request, context }: { request: Request; context: PageLoadContext }) {
  const email = String((await request.formData()).get('email') ?? '');
  const parsed = NewsletterSubscribeBodySchema.safeParse({ email });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail;
    return data<NewsletterPosted>({ email, error }, 400);
  }
  try {
    return data<NewsletterPosted>(await context.actions.subscribeNewsletter(parsed.data.email));
  } catch (error) {
    const message = refusalMessage(error);
    if (message === null) throw error;
    return data<NewsletterPosted>({ email, error: message }, 429);
  }
}

export default function Newsletter() {
  return <NewsletterSubscribePage posted={useActionData<typeof action>()} />;
}
