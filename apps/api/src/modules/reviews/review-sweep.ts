import type { FastifyInstance } from 'fastify';
import { jobsDueForPublication } from './review-publication.js';
import { publishDue } from './reviews.service.js';

export const REVIEW_PUBLICATION_QUEUE = 'review-publication';

/**
 * Publishes reviews whose 14-day window closed with only one side reviewed, so ratings on cards and
 * the "now public" email follow without anyone opening the reviews. Readers publish what is due
 * themselves, so this only bounds how late the rest of the site learns. A scheduled queue job (every
 * 10 minutes, once across all instances); each job is also published under its row lock with a
 * conditional update, so an overlapping run publishes it once.
 */
export function definePublicationSweep(app: FastifyInstance): void {
  app.queue.define(
    REVIEW_PUBLICATION_QUEUE,
    { cron: '*/10 * * * *', retryLimit: 0, expireInSeconds: 300 },
    async () => {
      const jobIds = await jobsDueForPublication(app.db);
      await publishDue(app, jobIds);
    },
  );
}
