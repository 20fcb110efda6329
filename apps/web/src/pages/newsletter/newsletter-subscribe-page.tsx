import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** What the newsletter box's plain post came to: the server's message, or what to fix. */
export type NewsletterPosted = { message: string } | { email: string; error: string };

/**
 * `/newsletter`: where the footer's box posts from a page with no script (decision 0054). It says
 * what the API would have said, or keeps the address with its error for another try.
 */
export function NewsletterSubscribePage({ posted }: { posted: NewsletterPosted | undefined }) {
  const error = posted && 'error' in posted ? posted.error : null;
  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 id="newsletter-title" className="text-3xl font-bold tracking-tight text-slate-900">
        Newsletter
      </h1>
      {posted && 'message' in posted ? (
        <p role="status" className="mt-4 text-brand-800">
          {posted.message}
        </p>
      ) : (
        <form method="post" noValidate className="mt-6 flex flex-col gap-2" aria-label="Newsletter">
          <Label htmlFor="newsletter-page-email">Email address</Label>
          <Input
            id="newsletter-page-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            defaultValue={posted && 'email' in posted ? posted.email : ''}
            {...describedBy('newsletter-page-email-error', error)}
          />
          <FieldError id="newsletter-page-email-error" message={error} />
          <Button type="submit" className="self-start">
            Subscribe
          </Button>
        </form>
      )}
    </section>
  );
}
