/**
 * A process that writes one email (outbox row + its queued delivery) and then waits to be killed,
 * without ever running the queue: the SIGKILL test proves the delivery survives it. Configured by the
 * same environment as the server; prints "queued <outboxId>" when the mail is committed.
 */
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { databaseOptionsFromConfig, openDatabase } from '../src/db/client.js';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
const app = await buildApp({ config, database, logger: false, queueWorkers: false });
await app.mailer.send({
  to: process.env.CHILD_MAIL_TO!,
  kind: 'queue_probe',
  subject: 'Queued before the crash',
  text: 'This mail was queued by a process that was then killed.',
  html: '<p>This mail was queued by a process that was then killed.</p>',
});
process.stdout.write('queued\n');
setInterval(() => {}, 60_000);
