import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  kind:
    | 'confirm_email'
    | 'reset_password'
    | 'newsletter_confirm'
    | 'game_reminder'
    | 'job_alert_digest'
    | 'guardian_request'
    | 'guardian_copy'
    | 'other';
  link: string | null;
  /** The newsletter mails' (and job alert digests') one-click unsubscribe link. */
  unsubscribeLink?: string | null;
  /** The address in the List-Unsubscribe header, where the mail has one. */
  listUnsubscribe?: string | null;
}

/** Undoes quoted-printable soft breaks and escapes, so a long link reads whole. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const LINK =
  /https?:\/\/[^\s"<>]+\/(confirm-email|reset-password|newsletter\/confirm|reconfirm|guardian\/consent)\?token=[A-Za-z0-9_-]+/;
const UNSUBSCRIBE = /https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/;
/** A job alert digest is known by its unsubscribe link; its link is the first job it lists. */
const JOB_ALERT_UNSUBSCRIBE = /https?:\/\/[^\s"<>]+\/job-alerts\/unsubscribe\?token=[A-Za-z0-9_-]+/;
const JOB_PAGE = /https?:\/\/[^\s"<>]+\/jobs\/\d+/;
/** Header folding puts a line break and a space between words, never inside the address. */
const LIST_UNSUBSCRIBE = /^List-Unsubscribe:\s*<([^>\s]+)>/im;
const KINDS = {
  'confirm-email': 'confirm_email',
  'reset-password': 'reset_password',
  'newsletter/confirm': 'newsletter_confirm',
  reconfirm: 'game_reminder',
  'guardian/consent': 'guardian_request',
} as const;
/** The copy of a teen's message that their guardian receives leads to the guardian view. */
const GUARDIAN_VIEW = /https?:\/\/[^\s"<>]+\/dashboard\/guardian\?teen=\d+/;

/**
 * An SMTP server for the browser tests: the app under test really sends its mail (as in production),
 * and each message is appended to `file` as a JSON line with its recipients and action link. The
 * server's log then never needs to print links (it must not: they carry tokens).
 */
export async function startMailCatcher(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(raw);
        const match = LINK.exec(text);
        const alert = JOB_ALERT_UNSUBSCRIBE.exec(text);
        const guardianCopy = GUARDIAN_VIEW.exec(text);
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        // Headers are not quoted-printable: read from the raw message, or "=4F" in a token would decode.
        const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
        const listUnsubscribe = LIST_UNSUBSCRIBE.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? null;
        const mail: CaughtMail = alert
          ? {
              to,
              kind: 'job_alert_digest',
              link: JOB_PAGE.exec(text)?.[0] ?? null,
              unsubscribeLink: alert[0],
              listUnsubscribe,
            }
          : guardianCopy
            ? { to, kind: 'guardian_copy', link: guardianCopy[0] }
            : {
                to,
                kind: match ? KINDS[match[1] as keyof typeof KINDS] : 'other',
                link: match?.[0] ?? null,
                unsubscribeLink: UNSUBSCRIBE.exec(text)?.[0] ?? null,
                listUnsubscribe,
              };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
