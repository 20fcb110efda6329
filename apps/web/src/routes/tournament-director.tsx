import { data } from 'react-router';
import { QuoteRequestBodySchema, type PageLoadContext } from '@sideline/shared';
import type { DocumentHandle } from '@/app/document-scripts';
import { issuesToErrors } from '@/features/tournaments/form-errors';
import { filledIn, quoteValuesOf, type QuotePosted } from '@/features/tournaments/quote-posted';
import { refusalMessage } from '@/lib/page-action';

// The tournament organizers' page. Its quote form is posted as plain HTML to the action below.
export { Component as default } from '@/pages/tournament-director-page';

export const handle: DocumentHandle = { documentOnly: true };

/** The quote form posted from a page with no script: the shared schema, then the API's own service. */
export async function action({ request, context }: { request: Request; context: PageLoadContext }) {
  const values = quoteValuesOf(await request.formData());
  const parsed = QuoteRequestBodySchema.safeParse(filledIn(values));
  if (!parsed.success) {
    return data<QuotePosted>({ values, errors: issuesToErrors(parsed.error.issues) }, 400);
  }
  try {
    return data<QuotePosted>({ sent: (await context.actions.requestQuote(parsed.data)).email });
  } catch (error) {
    const failure = refusalMessage(error);
    if (failure === null) throw error;
    return data<QuotePosted>({ values, errors: {}, failure }, 429);
  }
}
