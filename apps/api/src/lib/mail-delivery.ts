import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

type OutboxRow = typeof outbox.$inferSelect;

/** The error an outbox row keeps when its delivery's outcome cannot be known. */
export const OUTCOME_UNKNOWN =
  'The process stopped after handing the SMTP server this message and before its answer was recorded: it may have been delivered, so it is not sent again.';

/**
 * One Message-ID per outbox row, the same on every attempt, so a receiver that sees the message
 * twice (a relay's own retry) can tell it is one message.
 */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'sideline.invalid';
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/**
 * The message as one stream whose end waits for `beforeEnd`: the SMTP client writes the end of data
 * (the line holding ".") only when its source ends, so whatever `beforeEnd` records is in the
 * database before the server can accept the message. If it throws, the stream fails and the server
 * never gets the end of data, so it discards what it read.
 */
function endingAfter(message: Buffer, beforeEnd: () => Promise<void>): Readable {
  return Readable.from(
    (async function* () {
      yield message;
      await beforeEnd();
    })(),
  );
}

/** What happened to one attempt: `handedOver` once the server was given the end of data. */
export interface Attempt {
  handedOver: boolean;
}

/**
 * Sends one outbox row. Right before the end of data, a conditional update stamps `data_sent_at`
 * on a row not yet sent, failed or handed over: of two attempts running at once (a job expired while
 * its handler still waits on SMTP) only one can ever finish the message.
 */
export async function sendOutboxRow(
  db: Db,
  transport: Transporter,
  from: string,
  row: OutboxRow,
  attempt: Attempt,
  now: Date,
): Promise<void> {
  const message = await new MailComposer({
    from,
    to: row.toEmail,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    messageId: messageIdOf(row, from),
    // The composer alone does not expand nodemailer's `list` option (the transport's message does):
    // the header is written as the transport would have written it.
    ...(row.listUnsubscribe ? { headers: { 'List-Unsubscribe': `<${row.listUnsubscribe}>` } } : {}),
  })
    .compile()
    .build();
  const handOver = async () => {
    const claimed = await db
      .update(outbox)
      .set({ dataSentAt: now })
      .where(
        and(eq(outbox.id, row.id), isNull(outbox.sentAt), isNull(outbox.failedAt), isNull(outbox.dataSentAt)),
      )
      .returning({ id: outbox.id });
    if (claimed.length === 0) throw new Error('Another attempt has already sent or settled this mail.');
    attempt.handedOver = true;
  };
  await transport.sendMail({
    envelope: { from, to: row.toEmail },
    raw: endingAfter(message, handOver),
  });
}

/**
 * Whether a failed attempt may be retried: yes if the server never got the end of data, or answered
 * it with a refusal (an SMTP reply code); a connection lost after the end of data leaves the
 * outcome unknown.
 */
export function outcomeKnown(attempt: Attempt, error: unknown): boolean {
  if (!attempt.handedOver) return true;
  return typeof (error as { responseCode?: unknown }).responseCode === 'number';
}

/** Settles a row whose delivery's outcome cannot be known: failed, listed for admins, not re-sent. */
export async function markOutcomeUnknown(db: Db, outboxId: number, now: Date, attempts?: number) {
  await db
    .update(outbox)
    .set({ failedAt: now, error: OUTCOME_UNKNOWN, ...(attempts ? { attempts } : {}) })
    .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt)));
}
