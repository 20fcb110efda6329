import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { quoteRequestsQuery } from './api/tournaments-api';
import { errorMessage } from './form-errors';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff's list of tournament quote requests, newest first; each promised an answer within 24 hours. */
export function QuoteRequestsList() {
  const quotes = useQuery(quoteRequestsQuery);
  if (quotes.isPending) return <Skeleton className="h-40 w-full" />;
  if (quotes.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-slate-800">
        <p>Could not load the quote requests: {errorMessage(quotes.error, 'please try again.')}</p>
        <Button variant="outline" onClick={() => void quotes.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (quotes.data.length === 0) {
    return (
      <EmptyState title="No Quote Requests Yet">
        Requests from the tournament page will appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {quotes.data.map((quote) => (
        <li key={quote.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold break-words text-slate-900">{quote.tournamentName}</h2>
            <p className="text-sm text-slate-600">{when(quote.createdAt)}</p>
          </div>
          <p className="mt-1 text-slate-800">
            {quote.name}
            {quote.organization && `, ${quote.organization}`} &middot;{' '}
            <a
              href={`mailto:${quote.email}`}
              className="font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              {quote.email}
            </a>
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
            <div>
              <dt className="inline font-medium text-slate-900">Dates: </dt>
              <dd className="inline">{quote.dates ?? 'Not given'}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-900">Fields: </dt>
              <dd className="inline">{quote.fields ?? 'Not given'}</dd>
            </div>
          </dl>
          {quote.message && (
            <blockquote className="mt-3 rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
              {quote.message}
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}
