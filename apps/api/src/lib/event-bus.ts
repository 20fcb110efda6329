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
  /** How many streams this instance holds for a user. */
  localSubscribers(userId: number): number;
  close(): Promise<void>;
}

/**
 * Fan-out through PostgreSQL LISTEN/NOTIFY, so every API instance on one database delivers every
 * other instance's events. On PGlite the same NOTIFY stays in-process.
 */
export async function createEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const handlers = new Map<number, Set<Handler>>();
  let closed = false;

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    try {
      const { userId, event } = JSON.parse(payload) as { userId: number; event: BusEvent };
      for (const handler of handlers.get(userId) ?? []) handler(event);
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed event');
    }
  };

  let stopListening: () => Promise<void>;
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite!.listen(CHANNEL, dispatch);
    stopListening = unlisten;
  } else {
    let client: pg.Client | null = null;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: database.url });
      next.on('notification', (msg) => dispatch(msg.payload));
      next.on('error', (err) => {
        log.warn({ err }, 'event listener connection lost; reconnecting');
        next.end().catch(() => undefined);
        if (!closed)
          setTimeout(
            () => void connect().catch((e) => log.error(e, 'event listener reconnect failed')),
            1000,
          );
      });
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      client = next;
    };
    await connect();
    stopListening = async () => {
      await client?.end();
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
    localSubscribers: (userId) => handlers.get(userId)?.size ?? 0,
    async close() {
      closed = true;
      handlers.clear();
      await stopListening();
    },
  };
}
