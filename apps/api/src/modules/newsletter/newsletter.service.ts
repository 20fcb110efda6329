import { and, eq, gt, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { confirmSubscriptionMail, welcomeMail } from './newsletter.emails.js';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** How long a confirmation link works. */
const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

const unsubscribeLink = (deps: NewsletterDeps, token: string) =>
  `${deps.publicUrl}/newsletter/unsubscribe?token=${token}`;

/**
 * Starts (or restarts) a double opt-in. The caller always answers the same, whatever happened here:
 * a confirmed address gets no new mail, and an address asked for too often gets none either, quietly,
 * so the answer never tells whether an address is on the list.
 */
export async function subscribe(deps: NewsletterDeps, rawEmail: string, ip: string): Promise<void> {
  await consumeRateLimit(deps.db, `newsletter:${ip}`, {
    limit: 10,
    windowSeconds: 3600,
    message: NEWSLETTER_MESSAGES.tooManySubscribes,
  });
  const email = rawEmail.trim().toLowerCase();
  try {
    // At most 3 confirmation mails a day to one inbox, whoever asks: nobody can flood an address.
    await consumeRateLimit(deps.db, `newsletter-mail:${email}`, {
      limit: 3,
      windowSeconds: 86_400,
      message: '',
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return;
    throw error;
  }

  const token = randomToken();
  const confirmTokenHash = hashToken(token);
  const confirmExpiresAt = new Date(Date.now() + CONFIRM_TTL_MS);
  // One statement settles concurrent requests for one address: insert, or re-arm a row that is not
  // confirmed. A confirmed row is left alone and returns nothing.
  const [row] = await deps.db
    .insert(newsletterSubscribers)
    .values({ email, confirmTokenHash, confirmExpiresAt, unsubscribeToken: randomToken() })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'pending', confirmTokenHash, confirmExpiresAt, unsubscribedAt: null },
      setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
    })
    .returning({ unsubscribeToken: newsletterSubscribers.unsubscribeToken });
  if (!row) return;
  await deps.mailer.send(
    confirmSubscriptionMail(
      email,
      `${deps.publicUrl}/newsletter/confirm?token=${token}`,
      unsubscribeLink(deps, row.unsubscribeToken),
    ),
  );
}

/** Confirms the address the link was sent to; following the same link again changes nothing. */
export async function confirm(deps: NewsletterDeps, token: string): Promise<void> {
  const confirmTokenHash = hashToken(token);
  const [row] = await deps.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash));
  if (!row || row.status === 'unsubscribed')
    throw badRequest(NEWSLETTER_MESSAGES.invalidConfirmLink, 'invalid_token');
  if (row.status === 'confirmed') return;
  const [confirmed] = await deps.db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscribers.id, row.id),
        eq(newsletterSubscribers.status, 'pending'),
        eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
        gt(newsletterSubscribers.confirmExpiresAt, new Date()),
      ),
    )
    .returning({
      email: newsletterSubscribers.email,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    });
  if (!confirmed) {
    // Lost a race with another click of the same link, or the link is too old.
    const [now] = await deps.db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row.id));
    if (now?.status === 'confirmed') return;
    throw badRequest(NEWSLETTER_MESSAGES.invalidConfirmLink, 'invalid_token');
  }
  await deps.mailer.send(
    welcomeMail(confirmed.email, deps.publicUrl, unsubscribeLink(deps, confirmed.unsubscribeToken)),
  );
}

/** One click from any newsletter mail: the address gets nothing more until it subscribes again. */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<void> {
  const [row] = await deps.db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) throw badRequest(NEWSLETTER_MESSAGES.invalidUnsubscribeLink, 'invalid_token');
  if (row.status === 'unsubscribed') return;
  await deps.db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(newsletterSubscribers.id, row.id));
}
