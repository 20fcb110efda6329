import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { JobQueue } from './queue.js';
import type { EmailOutcome } from './metrics.js';
import { markOutcomeUnknown, outcomeKnown, sendOutboxRow, type Attempt } from './mail-delivery.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link the mail carries; printed in the log in development without an SMTP server. */
  link?: string;
  /** Where one click unsubscribes (the List-Unsubscribe header), for mails a user may turn off. */
  listUnsubscribe?: string;
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Delivers every mail that is due now, in this process (tests, tools); a no-op without SMTP. */
  flush(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELIVER_EMAIL_QUEUE = 'deliver-email';
/** Attempts after the first before a mail is marked failed; backoff from 30 s up to an hour. */
export const EMAIL_RETRY_LIMIT = 5;

/** One queued job per outbox row, named by the row: enqueuing a row twice (the sweeper) is a no-op. */
export const deliveryJobId = (outboxId: number) =>
  `00000000-0000-4000-8000-${outboxId.toString(16).padStart(12, '0')}`;

/**
 * Every mail is written to the outbox first. With SMTP_URL, the same transaction enqueues its
 * delivery, so a crash after the request loses nothing: the queue retries with backoff and marks the
 * row failed once the retries are spent. Once the server may have accepted a mail it is never sent
 * again (mail-delivery.ts, decision record 0012). Without SMTP the outbox row and the log line are
 * the delivery.
 */
export function createMailer(options: {
  db: Db;
  queue: JobQueue;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /**
   * Print each mail's link in the log when there is no SMTP server: an interactive-development
   * convenience only. Links carry sign-in-grade tokens, so test and production logs never hold them
   * (tests read the outbox table or a capturing SMTP server).
   */
  printLinks: boolean;
  /** Told of every SMTP attempt's outcome (the email metrics). */
  onDelivery?: (outcome: EmailOutcome) => void;
}): Mailer {
  const { db, queue } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  if (transport) {
    queue.define<{ outboxId: number }>(
      DELIVER_EMAIL_QUEUE,
      {
        retryLimit: EMAIL_RETRY_LIMIT,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: 120,
        pollingIntervalSeconds: 1,
      },
      async ({ outboxId }, { retryCount, retryLimit, now }) => {
        const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
        if (!row || row.sentAt || row.failedAt) return;
        if (row.dataSentAt) {
          // An earlier attempt handed the server the whole message and stopped before recording its
          // answer (a crash, or the job's expiry): sending again could deliver it twice.
          await markOutcomeUnknown(db, outboxId, now);
          options.onDelivery?.('failed');
          options.log.error({ outboxId, kind: row.kind }, 'email delivery outcome unknown; not sent again');
          return;
        }
        const attempt: Attempt = { handedOver: false };
        try {
          await sendOutboxRow(db, transport, options.from, row, attempt, now);
        } catch (error) {
          if (!outcomeKnown(attempt, error)) {
            await markOutcomeUnknown(db, outboxId, now, retryCount + 1);
            options.onDelivery?.('failed');
            options.log.error({ err: error, outboxId, kind: row.kind }, 'email delivery outcome unknown');
            return;
          }
          const message = error instanceof Error ? error.message : String(error);
          const last = retryCount >= retryLimit;
          await db
            .update(outbox)
            .set({
              error: message,
              attempts: retryCount + 1,
              // Refused after our end of data: the server holds nothing, the next attempt may send.
              ...(attempt.handedOver ? { dataSentAt: null } : {}),
              ...(last ? { failedAt: now } : {}),
            })
            .where(eq(outbox.id, outboxId));
          options.onDelivery?.(last ? 'failed' : 'retrying');
          options.log.error({ err: error, outboxId, kind: row.kind, last }, 'email delivery failed');
          // The last failure is recorded, not thrown: the row says failed, the job is done.
          if (!last) throw error;
          return;
        }
        options.onDelivery?.('sent');
        // The server's 250 is the truth, even over an "outcome unknown" a parallel attempt recorded.
        await db
          .update(outbox)
          .set({ sentAt: now, attempts: retryCount + 1, failedAt: null, error: null })
          .where(eq(outbox.id, outboxId));
      },
    );
  }

  return {
    async send(mail) {
      const values = {
        toEmail: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        link: mail.link ?? null,
        listUnsubscribe: mail.listUnsubscribe ?? null,
        kind: mail.kind,
      };
      if (transport) {
        await db.transaction(async (tx) => {
          const [row] = await tx.insert(outbox).values(values).returning({ id: outbox.id });
          await queue.send(DELIVER_EMAIL_QUEUE, { outboxId: row!.id }, { id: deliveryJobId(row!.id) }, tx);
        });
        return;
      }
      const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
      if (options.printLinks)
        options.log.info(
          { to: mail.to, kind: mail.kind, link: mail.link },
          `email to ${mail.to}: ${mail.subject} ${mail.link ?? ''}`,
        );
      else options.log.info({ kind: mail.kind, outboxId: row!.id }, 'email written to the outbox');
    },
    async flush() {
      if (transport) await queue.drain([DELIVER_EMAIL_QUEUE]);
    },
  };
}

/**
 * Enqueues every unsent, unfailed outbox row of the last day (at start-up with SMTP): rows written by
 * a process that died between its insert and its enqueue, or while SMTP was not configured, still go
 * out. Already queued rows are skipped by their job id. Older rows stay: a day-old reminder or
 * sign-in link is worse than none.
 */
export async function enqueueUnsentMail(db: Db, queue: JobQueue): Promise<number> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        gt(outbox.createdAt, new Date(queue.now().getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(outbox.id));
  for (const row of rows)
    await queue.send(DELIVER_EMAIL_QUEUE, { outboxId: row.id }, { id: deliveryJobId(row.id) });
  return rows.length;
}
