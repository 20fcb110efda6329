import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link the mail carries; printed in the log in development without an SMTP server. */
  link?: string;
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Resolves once every SMTP delivery started so far has finished (tests, shutdown). */
  flush(): Promise<void>;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then delivered in the background so a
 * slow mail server never slows a request; without it the outbox row and the log line are the delivery.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /**
   * Print each mail's link in the log when there is no SMTP server: an interactive-development
   * convenience only. Links carry sign-in-grade tokens, so test and production logs never hold them
   * (tests read the outbox table or a capturing SMTP server).
   */
  printLinks: boolean;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, mail: Mail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      options.log.error({ err: error, to: mail.to, kind: mail.kind }, 'email delivery failed');
      await options.db
        .update(outbox)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(outbox.id, id));
    }
  }

  return {
    async send(mail) {
      const [row] = await options.db
        .insert(outbox)
        .values({
          toEmail: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          link: mail.link ?? null,
          kind: mail.kind,
        })
        .returning({ id: outbox.id });
      if (!transport) {
        if (options.printLinks)
          options.log.info(
            { to: mail.to, kind: mail.kind, link: mail.link },
            `email to ${mail.to}: ${mail.subject} ${mail.link ?? ''}`,
          );
        else options.log.info({ kind: mail.kind, outboxId: row!.id }, 'email written to the outbox');
        return;
      }
      const delivery = deliver(row!.id, mail).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
