import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/session/use-auth';

/** Keeps the tab's shared event stream open while the calling component is mounted and signed in. */
export function useEventStream(): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    // Loaded signed in only: the stream's message schema brings zod.
    let release: (() => void) | null = null;
    let ended = false;
    void import('./event-stream').then(({ acquireEventStream }) => {
      if (!ended) release = acquireEventStream(client, userId);
    });
    return () => {
      ended = true;
      release?.();
    };
  }, [client, userId]);
}
