import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMessage {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server for the mail tests: it keeps every message it accepts, or answers with the
 * error `refuse` returns for it (a 451, say), as a real server would.
 */
export async function startSmtpCatcher(refuse?: (raw: string) => Error | undefined) {
  const received: CaughtMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const refusal = refuse?.(raw);
        if (!refusal) received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback(refusal);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
