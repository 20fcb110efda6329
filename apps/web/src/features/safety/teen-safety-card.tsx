import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BackgroundCheckSchema, monthYear, SafeSportSchema } from '@sideline/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { safetyKeys } from './api/safety-api';

const TeenSafetySchema = z.object({ backgroundCheck: BackgroundCheckSchema, safeSport: SafeSportSchema });

const SAFESPORT_WORDS = {
  none: 'No SafeSport certificate yet: jobs that require the training are closed until one is verified.',
  pending: 'SafeSport certificate uploaded, waiting for our staff to verify it.',
  rejected: 'The last SafeSport certificate could not be verified; it needs uploading again.',
  expired: 'SafeSport training has lapsed: the yearly refresher is due.',
} as const;

/** What a guardian sees of a teen's safety passport (decision 0050): the check they are exempt from, and the training. */
export function TeenSafetyCard({ teenId, firstName }: { teenId: number; firstName: string }) {
  const query = useQuery({
    queryKey: [...safetyKeys.all, 'teen', teenId] as const,
    queryFn: () => api.get(TeenSafetySchema, `/api/guardian/teens/${teenId}/safety`),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{firstName}&apos;s safety passport</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-10 w-full" aria-label="Loading the safety passport" />
        ) : query.isError ? (
          <p role="alert" className="text-red-700">
            Could not load the safety passport.
          </p>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
            <li>
              {query.data.backgroundCheck.exempt
                ? 'Background check: exempt while under 18.'
                : query.data.backgroundCheck.status === 'clear'
                  ? `Background check clear until ${monthYear(query.data.backgroundCheck.expiresAt!)}.`
                  : `Background check: ${query.data.backgroundCheck.status}.`}
            </li>
            <li>
              {query.data.safeSport.status === 'verified'
                ? `SafeSport trained until ${monthYear(query.data.safeSport.expiresOn!)}.`
                : SAFESPORT_WORDS[query.data.safeSport.status]}
            </li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
