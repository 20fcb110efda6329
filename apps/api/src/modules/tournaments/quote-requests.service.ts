import { desc } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES, type QuoteRequest, type QuoteRequestBody } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { quoteRequests } from '../../db/schema/index.js';
import type { PublishesEvents } from '../../lib/domain-events.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';

/** Quote requests per address per hour: enough for a director, too few for a spammer. */
export const QUOTE_RATE_LIMIT = 5;

const toView = (row: typeof quoteRequests.$inferSelect): QuoteRequest => ({
  id: row.id,
  name: row.name,
  email: row.email,
  organization: row.organization,
  tournamentName: row.tournamentName,
  dates: row.dates,
  fields: row.fields,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Stores the request and announces it (the staff are mailed: notifications/staff-notices.ts). */
export async function createQuoteRequest(
  deps: { db: Db } & PublishesEvents,
  body: QuoteRequestBody,
  ip: string,
): Promise<QuoteRequest> {
  await consumeRateLimit(deps.db, `quote:${ip}`, {
    limit: QUOTE_RATE_LIMIT,
    windowSeconds: 3600,
    message: TOURNAMENT_MESSAGES.tooManyQuotes,
  });
  const [row] = await deps.db
    .insert(quoteRequests)
    .values({
      name: body.name,
      email: body.email.toLowerCase(),
      organization: body.organization || null,
      tournamentName: body.tournamentName,
      dates: body.dates || null,
      fields: body.fields || null,
      message: body.message || null,
    })
    .returning();
  const quote = toView(row!);
  await deps.domainEvents.publish({ type: 'quote.requested', quote });
  return quote;
}

/** Newest first; the admin screen shows the latest 200. */
export async function listQuoteRequests(db: Db): Promise<QuoteRequest[]> {
  const rows = await db.select().from(quoteRequests).orderBy(desc(quoteRequests.id)).limit(200);
  return rows.map(toView);
}
