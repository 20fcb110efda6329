import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domain-events.js';

/** Fastify's own (pino) logger, whose JSON lines the test reads back. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('domain events', () => {
  it('runs the subscribers of a type in the order they subscribed, with the typed payload', async () => {
    const { log } = capturedLog();
    const events = createDomainEvents(log);
    const seen: string[] = [];
    events.subscribe('job.completed', async ({ jobId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${jobId}`);
    });
    events.subscribe('job.completed', ({ jobId }) => {
      seen.push(`second ${jobId}`);
    });
    events.subscribe('job.cancelled', ({ applicationIds }) => {
      seen.push(`cancelled ${applicationIds.join(',')}`);
    });

    await events.publish({ type: 'job.completed', jobId: 7 });
    expect(seen).toEqual(['first 7', 'second 7']);
    await events.publish({ type: 'job.cancelled', jobId: 8, applicationIds: [1, 2] });
    expect(seen).toEqual(['first 7', 'second 7', 'cancelled 1,2']);
  });

  it('publishing an event nobody subscribed to resolves', async () => {
    const events = createDomainEvents(capturedLog().log);
    await expect(events.publish({ type: 'application.submitted', applicationId: 1 })).resolves.toBe(
      undefined,
    );
  });

  it('a throwing subscriber is logged, never fails the publisher, and the next one still runs', async () => {
    const { log, lines } = capturedLog();
    const events = createDomainEvents(log);
    const seen: number[] = [];
    events.subscribe('payment.disputed', () => {
      throw new Error('mail server down');
    });
    events.subscribe('no-show.reported', async () => {
      await Promise.reject(new Error('push refused'));
    });
    events.subscribe('payment.disputed', () => {
      seen.push(1);
    });

    await expect(events.publish({ type: 'payment.disputed', payment: {} as never })).resolves.toBeUndefined();
    await expect(events.publish({ type: 'no-show.reported', report: {} as never })).resolves.toBeUndefined();
    expect(seen).toEqual([1]);
    expect(lines.map((line) => [line.level, line.event, (line.err as { message: string }).message])).toEqual([
      [50, 'payment.disputed', 'mail server down'],
      [50, 'no-show.reported', 'push refused'],
    ]);
  });
});
