import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeBody } from '@sideline/shared';

/**
 * The schema and the call, with zod: the footer is on every page, so they are asked for at the
 * first keystroke in the box rather than with the page.
 */
export const loadSubscribe = () => import('./newsletter-subscribe');

export function useSubscribe() {
  return useMutation({
    mutationFn: async (body: NewsletterSubscribeBody) => (await loadSubscribe()).subscribe(body),
  });
}
