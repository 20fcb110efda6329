import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES } from '@sideline/shared';
import { NewsletterLinkCard } from '@/features/newsletter/newsletter-link-card';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <NewsletterLinkCard
      action="unsubscribe"
      token={searchParams.get('token')?.trim() || null}
      copy={{
        title: 'Unsubscribe from the Newsletter',
        intro: 'Press the button and we will stop sending the Sideline newsletter to this email address.',
        button: 'Unsubscribe',
        pending: 'Unsubscribing...',
        doneTitle: 'Unsubscribed',
        failedTitle: 'Unsubscribe Failed',
        invalidLink: NEWSLETTER_MESSAGES.invalidUnsubscribeLink,
      }}
    />
  );
}
