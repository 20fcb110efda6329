import { useSearchParams } from 'react-router';
import { JOB_ALERT_MESSAGES } from '@sideline/shared';
import { NewsletterLinkCard } from '@/features/newsletter/newsletter-link-card';

/** The page a job alert digest's unsubscribe link opens; the button turns the alerts off. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <NewsletterLinkCard
      action="unsubscribe"
      path="/api/job-alerts/unsubscribe"
      token={searchParams.get('token')?.trim() || null}
      copy={{
        title: 'Turn Off Job Alerts',
        intro:
          'Press the button and we will stop sending you job alerts. You can turn them on again on your dashboard.',
        button: 'Turn off job alerts',
        pending: 'Turning off...',
        doneTitle: 'Job Alerts Off',
        failedTitle: 'Could Not Turn Off Job Alerts',
        invalidLink: JOB_ALERT_MESSAGES.invalidUnsubscribeLink,
      }}
    />
  );
}
