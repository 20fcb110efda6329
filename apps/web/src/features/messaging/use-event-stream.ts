import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/session/use-auth';
import { acquireEventStream } from './event-stream';

/** Keeps the tab's shared event stream open while the calling component is mounted and signed in. */
export function useEventStream(): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    return acquireEventStream(client, userId);
  }, [client, userId]);
}
