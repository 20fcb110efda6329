import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The open conversation: another user, and a job or null for messages without one. */
export interface Selection {
  userId: number;
  jobId: number | null;
}

export const selectionKey = (s: Selection) => `${s.userId}:${s.jobId ?? 'none'}`;

const positiveInt = (raw: string | null): number | null => {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * The selection lives in the URL (?userId=&jobId=) so a reload, a shared link or another page's
 * "message this person" link opens the same conversation. A missing jobId means the thread without a job.
 */
export function useSelection(): [Selection | null, (next: Selection | null) => void] {
  const [params, setParams] = useSearchParams();
  const userId = positiveInt(params.get('userId'));
  const jobId = positiveInt(params.get('jobId'));

  const selection = useMemo(() => (userId === null ? null : { userId, jobId }), [userId, jobId]);

  const select = useCallback(
    (next: Selection | null) =>
      // Replace, not push: switching threads should not fill the history the Back key walks.
      setParams(
        (previous) => {
          const query = new URLSearchParams(previous);
          query.delete('userId');
          query.delete('jobId');
          if (next) {
            query.set('userId', String(next.userId));
            if (next.jobId !== null) query.set('jobId', String(next.jobId));
          }
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );

  return [selection, select];
}
