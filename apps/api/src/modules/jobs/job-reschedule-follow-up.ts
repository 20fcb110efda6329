import type { FastifyInstance } from 'fastify';
import type { Message } from '@sideline/shared';
import type { DbOrTx } from '../../db/client.js';
import { deliverMessage, messagesOfUser } from '../messages/messages.service.js';
import type { ReplacedHold } from '../../lib/booking-guarantee.js';

export const RESCHEDULE_FOLLOW_UP_QUEUE = 'reschedule-follow-up';

export interface RescheduleFollowUp {
  jobId: number;
  answer: 'propose' | 'withdraw' | 'accept' | 'decline';
  /** The notice written to the other side in the change's transaction. */
  notice: { id: number; senderId: number } | null;
  /** Accept: a placed hold the move replaced, to cancel at the card provider. */
  replacedHold: ReplacedHold | null;
  /** Decline: the applicants back on the job, to be told. */
  standbyIds: number[];
}

/**
 * What follows a rain-out answer once it has committed: the notice delivered (live stream, push,
 * mail), the card provider told (a replaced hold cancelled, a hold now due placed, a declined
 * booking's hold released) and the standby applicants told. None of it changes what the caller
 * sees, and the provider and push services can take seconds, so it runs in the queue rather than
 * in the request (as job alerts do): the person who tapped sees the new state at once. Each step
 * already tolerates a failure of its own (logged; the card sweep tries again on its next tick).
 */
export function defineRescheduleFollowUp(app: FastifyInstance): void {
  app.queue.define<RescheduleFollowUp>(
    RESCHEDULE_FOLLOW_UP_QUEUE,
    // Not retried: a repeat would deliver the notice twice; the sweep covers the card's part.
    { retryLimit: 0, expireInSeconds: 120, pollingIntervalSeconds: 1 },
    async (work) => {
      // Each step on its own: a failed delivery must not keep the card provider from being told.
      const step = (what: string, run: () => Promise<unknown>) =>
        run().catch((err: unknown) =>
          app.log.error({ err, jobId: work.jobId }, `reschedule follow-up: ${what} failed`),
        );
      await step('notice delivery', async () => {
        const [notice] = work.notice
          ? await messagesOfUser(app.db, work.notice.senderId, [work.notice.id])
          : [];
        if (notice) await deliverMessage(app, notice satisfies Message);
      });
      // Payments follows both answers: the replaced hold cancelled and a hold now due placed, or the
      // declined booking's guarantee released.
      if (work.answer === 'accept') {
        await app.domainEvents.publish({
          type: 'reschedule.accepted',
          jobId: work.jobId,
          replacedHold: work.replacedHold,
        });
      }
      if (work.answer === 'decline') {
        await app.domainEvents.publish({
          type: 'reschedule.declined',
          jobId: work.jobId,
          standbyIds: work.standbyIds,
        });
      }
    },
  );
}

/** Enqueues an answer's follow-up in the answer's own transaction (the services call it there). */
export const followUpReschedule =
  (app: FastifyInstance) =>
  (tx: DbOrTx, work: RescheduleFollowUp): Promise<void> =>
    app.queue.send(RESCHEDULE_FOLLOW_UP_QUEUE, work, {}, tx);
