import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBodySchema, type ServerEvent } from '@sideline/shared';
import { messages } from '../../db/schema/index.js';
import type { BusEvent } from '../../lib/event-bus.js';
import { requireUser } from '../../plugins/session.js';
import { toMessageView } from '../messages/messages.service.js';
import { unreadTotal } from '../messages/conversations.service.js';
import { touchPresence } from '../notifications/notifications.service.js';

const HEARTBEAT_MS = 25_000;
const CATCH_UP_LIMIT = 500;

/**
 * GET /api/events: a server-sent event stream of the session user's messages, read receipts and unread
 * total. A reconnecting browser sends Last-Event-ID (the last message id it saw) and first receives
 * what it missed; the client drops any message id it already has, so overlaps are harmless.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  // Open streams never end by themselves: shutting down ends them, so browsers reconnect elsewhere.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  // The stream is written by hand (hijacked); the schema documents it in the API reference.
  const schema = {
    response: {
      200: {
        description: 'A server-sent event stream: `message`, `read` and `unread` events (JSON data)',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      401: ErrorBodySchema,
    },
  };
  app.get('/api/events', { schema }, async (request, reply) => {
    const user = await requireUser(request);
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write('retry: 2000\n\n');

    let open = true;
    const sent = new Set<number>();
    const write = (event: ServerEvent) => {
      if (!open) return;
      const id = event.type === 'message' ? `id: ${event.message.id}\n` : '';
      raw.write(`${id}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const sendMessages = async (ids: number[]) => {
      const fresh = ids.filter((id) => !sent.has(id));
      if (fresh.length === 0) return;
      const rows = await app.db
        .select()
        .from(messages)
        .where(
          and(
            inArray(messages.id, fresh),
            or(eq(messages.senderId, user.id), eq(messages.recipientId, user.id)),
          ),
        )
        .orderBy(asc(messages.id));
      for (const row of rows) {
        sent.add(row.id);
        write({ type: 'message', message: toMessageView(row) });
      }
    };

    // Live events wait until the catch-up has been written, so order is kept.
    let ready = false;
    const queued: BusEvent[] = [];
    const deliver = (event: BusEvent): Promise<void> | void => {
      if (event.type === 'message') return sendMessages([event.messageId]);
      write(event);
    };
    const unsubscribe = app.bus.subscribe(user.id, (event) => {
      if (!ready) queued.push(event);
      else
        void Promise.resolve(deliver(event)).catch((err) =>
          request.log.warn({ err }, 'event delivery failed'),
        );
    });
    const heartbeat = setInterval(() => {
      raw.write(': ping\n\n');
      void touchPresence(app.db, user.id).catch(() => undefined);
    }, HEARTBEAT_MS);
    const close = () => {
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
    };
    const end = () => {
      close();
      raw.end();
    };
    openStreams.add(end);
    request.raw.on('close', close);

    try {
      await touchPresence(app.db, user.id);
      const lastSeen = Number(
        request.headers['last-event-id'] ?? (request.query as { lastEventId?: string }).lastEventId,
      );
      if (Number.isInteger(lastSeen) && lastSeen > 0) {
        const missed = await app.db
          .select({ id: messages.id })
          .from(messages)
          .where(
            and(
              gt(messages.id, lastSeen),
              or(eq(messages.senderId, user.id), eq(messages.recipientId, user.id)),
            ),
          )
          .orderBy(asc(messages.id))
          .limit(CATCH_UP_LIMIT);
        await sendMessages(missed.map((m) => m.id));
      }
      write({ type: 'unread', total: await unreadTotal(app.db, user.id) });
      // Drain until empty: events may arrive while earlier ones are being written.
      while (queued.length > 0) await deliver(queued.shift()!);
      ready = true;
    } catch (err) {
      request.log.error({ err }, 'event stream failed to start');
      end();
    }
  });
};
