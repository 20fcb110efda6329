import type { FastifyInstance } from 'fastify';
import { jobsDueForPublication } from './review-publication.js';
import { publishDue } from './reviews.service.js';

/** How often every instance looks for review windows that have closed. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Publishes reviews whose 14-day window closed with only one side reviewed, so ratings on cards and
 * the "now public" email follow without anyone opening the reviews. Readers publish what is due
 * themselves, so this only bounds how late the rest of the site learns. Each job is published under
 * its row lock with a conditional update: several instances sweeping at once publish it once.
 */
export function startReviewSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = jobsDueForPublication(app.db)
      .then((jobIds) => publishDue(app, jobIds))
      .catch((err: unknown) => app.log.error({ err }, 'review publication sweep failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    sweep();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
