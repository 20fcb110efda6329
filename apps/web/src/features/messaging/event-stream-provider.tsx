import type { ReactNode } from 'react';
import { useEventStream } from './use-event-stream';

/** Wraps a screen that shows live messages; the stream itself is shared across the tab. */
export function EventStreamProvider({ children }: { children: ReactNode }) {
  useEventStream();
  return children;
}
