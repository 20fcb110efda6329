import type { QueryClient } from '@tanstack/react-query';
import { MessageSchema } from '@sideline/shared';
import { messagingKeys } from '@/lib/messaging/messaging-keys';
import { markSentAsRead, mergeMessage } from '@/lib/messaging/thread-cache';

/**
 * One EventSource per tab, shared by every component that needs live messaging (header badge,
 * sidebar badge, the Messages page) and reference-counted so it closes when the last one leaves.
 */
interface Stream {
  client: QueryClient;
  userId: number;
  refs: number;
  source: EventSource | null;
  /** True after the first successful open: any later open is a reconnect. */
  openedBefore: boolean;
  /** The last message id seen, for a fresh EventSource (which cannot send Last-Event-ID itself). */
  lastEventId: string;
  retryDelay: number;
  retryTimer?: ReturnType<typeof setTimeout>;
  closeTimer?: ReturnType<typeof setTimeout>;
  refreshTimer?: ReturnType<typeof setTimeout>;
}

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;
/** Long enough to survive a route change that swaps the header for the sidebar in one commit. */
const CLOSE_GRACE_MS = 300;
/** A reconnect replays a burst of messages; refetch the list once after the burst. */
const REFRESH_DEBOUNCE_MS = 200;

let current: Stream | null = null;

export function acquireEventStream(client: QueryClient, userId: number): () => void {
  if (current && (current.userId !== userId || current.client !== client)) shutDown(current);
  if (!current) {
    current = {
      client,
      userId,
      refs: 0,
      source: null,
      openedBefore: false,
      lastEventId: '',
      retryDelay: FIRST_RETRY_MS,
    };
    connect(current);
  }
  const stream = current;
  stream.refs += 1;
  clearTimeout(stream.closeTimer);
  let released = false;
  return () => {
    // A release from before a user switch must not touch the newer stream.
    if (released || stream !== current) return;
    released = true;
    stream.refs -= 1;
    if (stream.refs <= 0) stream.closeTimer = setTimeout(() => shutDown(stream), CLOSE_GRACE_MS);
  };
}

function shutDown(stream: Stream) {
  clearTimeout(stream.retryTimer);
  clearTimeout(stream.closeTimer);
  clearTimeout(stream.refreshTimer);
  stream.source?.close();
  stream.source = null;
  if (current === stream) current = null;
}

/** Events after a logout (refs at 0, about to close) belong to nobody: ignore them. */
const isLive = (stream: Stream) => current === stream && stream.refs > 0;

function parse(event: MessageEvent): unknown {
  try {
    return JSON.parse(event.data as string);
  } catch {
    return null;
  }
}

function connect(stream: Stream) {
  // The server reads ?lastEventId= like the Last-Event-ID header and replays what came after it.
  const query = stream.lastEventId ? `?lastEventId=${encodeURIComponent(stream.lastEventId)}` : '';
  const source = new EventSource(`/api/events${query}`, { withCredentials: true });
  stream.source = source;
  const { client } = stream;

  source.addEventListener('open', () => {
    stream.retryDelay = FIRST_RETRY_MS;
    // The server replays missed messages, but not missed read receipts: reload what is on screen.
    if (stream.openedBefore) void client.invalidateQueries({ queryKey: messagingKeys.all });
    stream.openedBefore = true;
  });

  source.addEventListener('message', (event) => {
    if (!isLive(stream)) return;
    const parsed = MessageSchema.safeParse((parse(event) as { message?: unknown } | null)?.message);
    if (!parsed.success) return;
    if (event.lastEventId) stream.lastEventId = event.lastEventId;
    mergeMessage(client, stream.userId, parsed.data);
    clearTimeout(stream.refreshTimer);
    stream.refreshTimer = setTimeout(
      () => void client.invalidateQueries({ queryKey: messagingKeys.conversations }),
      REFRESH_DEBOUNCE_MS,
    );
  });

  source.addEventListener('read', (event) => {
    if (!isLive(stream)) return;
    const data = parse(event) as { readerId?: unknown; jobId?: unknown } | null;
    if (typeof data?.readerId !== 'number') return;
    markSentAsRead(client, data.readerId, typeof data.jobId === 'number' ? data.jobId : null);
  });

  source.addEventListener('unread', (event) => {
    if (!isLive(stream)) return;
    const data = parse(event) as { total?: unknown } | null;
    if (typeof data?.total === 'number') client.setQueryData(messagingKeys.unread, { unread: data.total });
  });

  source.addEventListener('error', () => {
    // CONNECTING means the browser is already retrying (and will send Last-Event-ID).
    // CLOSED means it gave up (an HTTP error such as 401 or 502): retry ourselves, backing off.
    if (source.readyState !== EventSource.CLOSED || stream.source !== source) return;
    stream.source = null;
    stream.retryTimer = setTimeout(() => {
      if (current === stream) connect(stream);
    }, stream.retryDelay);
    stream.retryDelay = Math.min(stream.retryDelay * 2, MAX_RETRY_MS);
  });
}
