import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

const CHANNEL = 'sideline_events';

/**
 * What crosses instances: small and self-contained. A new message travels as its id (NOTIFY payloads
 * are capped at 8 kB) and the instance holding the recipient's stream reads it from the database.
 */
export type BusEvent =
  | { type: 'message'; messageId: number }
  | { type: 'read'; readerId: number; jobId: number | null; readAt: string }
  | { type: 'unread'; total: number };

type Handler = (event: BusEvent) => void;

export interface EventBus {
  publish(userId: number, event: BusEvent): Promise<void>;
  subscribe(userId: number, handler: Handler): () => void;
  /**
   * Runs `listener` each time the live channel comes back after a loss: events published while it
   * was down never arrived, so a stream catches up from the database. Returns the unsubscribe.
   */
  onResume(listener: () => void): () => void;
  /** Whether this instance hears live events now (readiness fails and the gauge reads 0 while not). */
  readonly live: boolean;
  /** The highest message id heard on the channel, 0 before any: a catch-up's floor for a new stream. */
  readonly lastMessageId: number;
  /** How many streams this instance holds for a user. */
  localSubscribers(userId: number): number;
  close(): Promise<void>;
}

/** Reconnect delays: doubling from the first, capped, each with some jitter so instances spread out. */
export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 10_000;

/**
 * Fan-out through PostgreSQL LISTEN/NOTIFY, so every API instance on one database delivers every
 * other instance's events. On PGlite the same NOTIFY stays in-process. The listening connection is
 * re-opened for as long as it takes (PostgreSQL restarted, the backend terminated, a network cut).
 */
export async function createEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const handlers = new Map<number, Set<Handler>>();
  const resumeListeners = new Set<() => void>();
  let closed = false;
  let live = false;
  let lastMessageId = 0;

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    try {
      const { userId, event } = JSON.parse(payload) as { userId: number; event: BusEvent };
      if (event.type === 'message') lastMessageId = Math.max(lastMessageId, event.messageId);
      for (const handler of handlers.get(userId) ?? []) handler(event);
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed event');
    }
  };

  let stopListening: () => Promise<void>;
  if (database.kind === 'pglite') {
    stopListening = await database.pglite!.listen(CHANNEL, dispatch);
    live = true;
  } else {
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let attempt = 0;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: database.url, application_name: 'sideline-events' });
      next.on('notification', (msg) => dispatch(msg.payload));
      next.on('error', (err) => lost(next, err));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query(`listen ${CHANNEL}`);
      } catch (error) {
        next.removeAllListeners('end');
        next.end().catch(() => undefined);
        throw error;
      }
      if (closed) return void (await next.end());
      const resumed = attempt > 0;
      client = next;
      live = true;
      attempt = 0;
      if (resumed) {
        log.info('event listener reconnected');
        for (const listener of resumeListeners) listener();
      }
    };

    const retryLater = () => {
      if (closed || retry) return;
      const delay =
        Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt) * (0.8 + Math.random() * 0.4);
      attempt += 1;
      retry = setTimeout(() => {
        retry = undefined;
        connect().catch((err: unknown) => {
          log.warn({ err, attempt }, 'event listener reconnect failed; retrying');
          retryLater();
        });
      }, delay);
    };

    // Only the current connection's loss counts; a failed attempt's own errors are handled above.
    function lost(which: pg.Client, err?: Error) {
      if (which !== client) return;
      client = null;
      live = false;
      log.warn({ err }, 'event listener connection lost; live events paused until it reconnects');
      which.end().catch(() => undefined);
      retryLater();
    }

    await connect();
    stopListening = async () => {
      clearTimeout(retry);
      const current = client;
      client = null;
      live = false;
      await current?.end();
    };
  }

  return {
    async publish(userId, event) {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ userId, event })})`);
    },
    subscribe(userId, handler) {
      let set = handlers.get(userId);
      if (!set) handlers.set(userId, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(userId);
      };
    },
    onResume(listener) {
      resumeListeners.add(listener);
      return () => resumeListeners.delete(listener);
    },
    get live() {
      return live;
    },
    get lastMessageId() {
      return lastMessageId;
    },
    localSubscribers: (userId) => handlers.get(userId)?.size ?? 0,
    async close() {
      closed = true;
      handlers.clear();
      resumeListeners.clear();
      await stopListening();
    },
  };
}
