import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PassportLines } from '@/components/safety/passport-lines';
import { passportQuery } from './api/safety-api';

/** The passport card on a helper's public profile (decision 0050). */
export function PassportSection({ helperId }: { helperId: number }) {
  const query = useQuery(passportQuery(helperId));
  return (
    <section aria-labelledby="passport-title">
      <Card className="p-6">
        <h2 id="passport-title" className="text-lg font-semibold text-slate-900">
          Safety passport
        </h2>
        <div className="mt-3 text-slate-700">
          {query.isPending ? (
            <Skeleton className="h-6 w-3/4" aria-label="Loading the safety passport" />
          ) : query.isError ? (
            <p className="text-sm text-slate-600">The safety passport could not be loaded.</p>
          ) : (
            <PassportLines
              passport={query.data}
              empty="No background check or SafeSport training on file yet."
              className="flex-col items-start"
            />
          )}
        </div>
      </Card>
    </section>
  );
}
