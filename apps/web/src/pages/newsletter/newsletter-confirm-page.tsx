import { useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES } from '@sideline/shared';
import { NewsletterLinkCard } from '@/features/newsletter/newsletter-link-card';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <NewsletterLinkCard
      action="confirm"
      token={searchParams.get('token')?.trim() || null}
      copy={{
        title: 'Confirm Your Subscription',
        intro: 'Press the button to start getting the Sideline newsletter at this email address.',
        button: 'Confirm Subscription',
        pending: 'Confirming...',
        doneTitle: 'Subscription Confirmed',
        failedTitle: 'Confirmation Failed',
        invalidLink: NEWSLETTER_MESSAGES.invalidConfirmLink,
      }}
    />
  );
}
