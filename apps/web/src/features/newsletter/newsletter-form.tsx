import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-error';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { loadSubscribe, useSubscribe } from './use-subscribe';

/**
 * The footer's newsletter box (spec: an email input and a Subscribe button). The server answers the
 * same for every address, so the thank-you says only to check the inbox.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const input = useRef<HTMLInputElement>(null);
  // The footer is on the prerendered home and Find Work pages.
  useTypedBeforeHydration(() => input.current, email, setEmail);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { NEWSLETTER_MESSAGES, NewsletterSubscribeBodySchema } = await loadSubscribe();
    const parsed = NewsletterSubscribeBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail);
      return;
    }
    setFieldError(null);
    subscribe.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  const failure =
    subscribe.error instanceof ApiError
      ? subscribe.error.serverMessage
      : subscribe.error
        ? 'Could not subscribe. Please try again.'
        : null;
  const error = fieldError ?? failure;

  return (
    // Posted as plain HTML from a page with no script; the app sends it itself (decision 0054).
    <form
      method="post"
      action="/newsletter"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="mt-4 flex flex-col gap-2"
      aria-label="Newsletter"
    >
      <Label htmlFor="newsletter-email">Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <Input
          id="newsletter-email"
          name="email"
          ref={input}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            void loadSubscribe();
            setEmail(event.target.value);
            setFieldError(null);
            subscribe.reset();
          }}
          {...describedBy('newsletter-email-error', error)}
        />
        <Button type="submit" disabled={subscribe.isPending} className="shrink-0">
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <FieldError id="newsletter-email-error" message={error} />
      <p role="status" className="text-sm text-brand-800">
        {subscribe.isSuccess ? subscribe.data.message : ''}
      </p>
    </form>
  );
}
