import type { FastifyInstance } from 'fastify';
import { endGuardianshipsOfAdults } from './modules/guardians/guardian-sweep.js';
import { sendJobAlertDigests } from './modules/job-alerts/job-alert-digest.js';
import { refreshCalendars } from './modules/availability/calendar-import.js';
import { definePublicationSweep } from './modules/reviews/review-sweep.js';
import { sendGameReminders, warnUnconfirmedGames } from './modules/notifications/game-reminders.js';
import {
  sendExpiryNotices,
  sendPaymentConfirmNudges,
  sendPaymentNudges,
  sendReviewNudges,
} from './modules/notifications/nudges.js';
import { sendSafetyReminders } from './modules/notifications/safety-notices.js';
import { followMissedReconfirmation } from './modules/applications/reconfirmation-follow-up.js';
import { expireStandbyOffers } from './modules/applications/standby-offers.service.js';

/** Every minute: cron's finest grain; pg-boss creates one job per tick for all instances together. */
const EVERY_MINUTE = '* * * * *';

/**
 * Names the sweeps the queue runs on a schedule. Each reads "now" from the queue's clock (a test
 * drives it) and decides from the rows as they are when it runs, so a moved or cancelled game is
 * never reminded about by an earlier plan.
 */
export const SCHEDULED_SWEEPS: Record<string, (app: FastifyInstance, now: Date) => Promise<number>> = {
  'game-reminders': async (app, now) =>
    (await sendGameReminders(app, now)) +
    (await warnUnconfirmedGames(app, now, (jobId) => followMissedReconfirmation(app, jobId, now))),
  'job-expiry': sendExpiryNotices,
  'payment-nudges': async (deps, now) =>
    (await sendPaymentNudges(deps, now)) + (await sendPaymentConfirmNudges(deps, now)),
  'review-nudges': sendReviewNudges,
  'job-alert-digest': sendJobAlertDigests,
  'guardian-birthdays': endGuardianshipsOfAdults,
  'safety-reminders': sendSafetyReminders,
  // Not a notification: helpers' calendar addresses fetched again (issue 55).
  'calendar-refresh': refreshCalendars,
  // Standby offers past their deadline lapse and go to the next helper in rank (decision 0051).
  'standby-offers': expireStandbyOffers,
};

/** Declares every queue's work on the app's queue (before it starts). */
export function registerScheduledWork(app: FastifyInstance): void {
  for (const [name, sweep] of Object.entries(SCHEDULED_SWEEPS)) {
    // A sweep that fails is simply run again by the next tick; no retries pile up behind it.
    app.queue.define(
      name,
      { cron: EVERY_MINUTE, retryLimit: 0, expireInSeconds: 300 },
      async (_data, { now }) => {
        const sent = await sweep(app, now);
        if (sent > 0) app.log.info({ sweep: name, sent }, 'scheduled notifications sent');
      },
    );
  }
  definePublicationSweep(app);
}
