import type { ReactNode } from 'react';
import { CircleCheck, CircleX, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { OutcomeCard } from '@/components/ui/outcome-card';
import { ApiError } from '@/lib/api';
import { useNewsletterLink } from './api/newsletter-api';

interface Copy {
  title: string;
  intro: string;
  button: string;
  pending: string;
  doneTitle: string;
  failedTitle: string;
  invalidLink: string;
}

/**
 * The page a newsletter mail's link opens. Opening it changes nothing (mail scanners open links);
 * the person's button press does, with the token from the link.
 */
export function NewsletterLinkCard({
  action,
  token,
  copy,
  path,
}: {
  action: 'confirm' | 'unsubscribe';
  token: string | null;
  copy: Copy;
  /** Another list's call of the same shape (the job alert digest's unsubscribe). */
  path?: string;
}) {
  const request = useNewsletterLink(action, path);

  let icon: ReactNode = <Mail className="size-12 text-brand-700" aria-hidden="true" />;
  let title = copy.title;
  let body: ReactNode = <p>{copy.intro}</p>;
  if (!token) {
    icon = <CircleX className="size-12 text-red-700" aria-hidden="true" />;
    title = copy.failedTitle;
    body = <p role="alert">{copy.invalidLink}</p>;
  } else if (request.isSuccess) {
    icon = <CircleCheck className="size-12 text-brand-700" aria-hidden="true" />;
    title = copy.doneTitle;
    body = <p>{request.data.message}</p>;
  } else if (request.isError) {
    icon = <CircleX className="size-12 text-red-700" aria-hidden="true" />;
    title = copy.failedTitle;
    const message =
      request.error instanceof ApiError && request.error.code === 'invalid_token'
        ? copy.invalidLink
        : request.error instanceof ApiError
          ? request.error.serverMessage
          : 'Something went wrong. Please try again.';
    body = <p role="alert">{message}</p>;
  }

  const canAct = Boolean(token) && !request.isSuccess;
  return (
    <OutcomeCard
      icon={icon}
      title={title}
      actions={
        <>
          {canAct && (
            <Button disabled={request.isPending} onClick={() => token && request.mutate(token)}>
              {request.isPending ? copy.pending : request.isError ? 'Try Again' : copy.button}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
        </>
      }
    >
      {body}
    </OutcomeCard>
  );
}
