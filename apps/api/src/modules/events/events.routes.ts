import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBodySchema, idParamSchema, type ServerEvent } from '@sideline/shared';
import type { BusEvent } from '../../lib/event-bus.js';
import { requireUser } from '../../plugins/session.js';
import { messageIdsAfter, messagesOfUser } from '../messages/messages.service.js';
import { unreadTotal } from '../messages/conversations.service.js';
import { touchPresence } from '../users/presence.js';

const HEARTBEAT_MS = 25_000;
const CATCH_UP_LIMIT = 500;

/**
 * The last message id the browser saw (Last-Event-ID, or ?lastEventId= for clients that cannot set
 * headers). Anything that is not a message id (non-numeric, zero, past int4) counts as none: the
 * stream still opens, without a catch-up, instead of failing and being retried forever.
 */
function lastSeenId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const raw = header ?? (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const parsed = idParamSchema.safeParse(typeof raw === 'string' ? raw.trim() : raw);
  return parsed.success ? parsed.data : null;
}

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
    // The newest message this stream knows of: what a catch-up after a lost live channel starts from.
    let lastId = lastSeenId(request) ?? app.bus.lastMessageId;
    const write = (event: ServerEvent) => {
      if (!open) return;
      const id = event.type === 'message' ? `id: ${event.message.id}\n` : '';
      raw.write(`${id}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const sendMessages = async (ids: number[]) => {
      const fresh = ids.filter((id) => !sent.has(id));
      for (const message of await messagesOfUser(app.db, user.id, fresh)) {
        sent.add(message.id);
        lastId = Math.max(lastId, message.id);
        write({ type: 'message', message });
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
    // The live channel came back: what was published while it was down never arrived here.
    const stopResume = app.bus.onResume(() => {
      if (!ready) return; // the opening catch-up still runs and covers it
      void (async () => {
        if (lastId > 0) await sendMessages(await messageIdsAfter(app.db, user.id, lastId, CATCH_UP_LIMIT));
        write({ type: 'unread', total: await unreadTotal(app.db, user.id) });
      })().catch((err) => request.log.warn({ err }, 'event catch-up failed'));
    });
    const heartbeat = setInterval(() => {
      raw.write(': ping\n\n');
      void touchPresence(app.db, user.id).catch(() => undefined);
    }, HEARTBEAT_MS);
    const close = () => {
      if (open) app.metrics?.eventStreams.dec();
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      stopResume();
      openStreams.delete(end);
    };
    const end = () => {
      close();
      raw.end();
    };
    openStreams.add(end);
    app.metrics?.eventStreams.inc();
    request.raw.on('close', close);

    try {
      await touchPresence(app.db, user.id);
      const lastSeen = lastSeenId(request);
      if (lastSeen !== null)
        await sendMessages(await messageIdsAfter(app.db, user.id, lastSeen, CATCH_UP_LIMIT));
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
