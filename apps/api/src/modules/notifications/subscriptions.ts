import { serviceTypeInfo } from '@sideline/shared';
import type { DomainEvents } from '../../lib/domain-events.js';
import { sendPush } from '../push/push.service.js';
import { feeChargeFailed, holdDisputed, holdFailed, holdPlacedAfterFailure } from './card-hold-notices.js';
import { noShowContested, noShowDecided, noShowReported } from './no-show-notices.js';
import { bookingWithdrawn } from './booking-notices.js';
import { standbyOfferAccepted, standbyOfferMade, standbyOffersExhausted } from './standby-offer-notices.js';
import type { NotifyDeps } from './notice-delivery.js';
import { enablePushWhereUnset } from './notification-preferences.js';
import {
  forgetMessageNotifications,
  notifyApplicants,
  notifyJobCompleted,
  notifyNewApplication,
  notifyNewMessage,
} from './notifications.service.js';
import {
  cardReceipt,
  creditsEarned,
  paymentDisputed,
  paymentReceived,
  paymentReported,
} from './payment-notices.js';
import { reviewReceived, reviewsPublished } from './review-notices.js';
import { backgroundCheckDecided, backgroundCheckUpdated, safeSportDecided } from './safety-notices.js';
import { directorReviewed, quoteRequested } from './staff-notices.js';

/**
 * Mail and push follow what happened in the domain: each event maps to its notices here, so no
 * domain module calls this one (decision 7). Subscribed once, when the app is built.
 */
export function subscribeNotifications(app: NotifyDeps & { domainEvents: DomainEvents }): void {
  const on = app.domainEvents.subscribe.bind(app.domainEvents);

  on('application.submitted', (e) => notifyNewApplication(app, e.applicationId));
  on('applications.decided', async (e) => {
    await notifyApplicants(app, e.acceptedIds, 'accepted');
    await notifyApplicants(app, e.rejectedIds, 'rejected');
  });
  on('job.reopened', async (e) => {
    await notifyApplicants(app, e.releasedIds, 'released');
    await notifyApplicants(app, e.standbyIds, 'standby');
  });
  on('reschedule.declined', (e) => notifyApplicants(app, e.standbyIds, 'standby'));
  on('booking.withdrawn', async (e) => {
    await bookingWithdrawn(app, e);
    await notifyApplicants(app, e.standbyIds, 'standby');
  });
  on('standby-offer.made', (e) => standbyOfferMade(app, e.offerId));
  on('standby-offer.accepted', (e) => standbyOfferAccepted(app, e.offerId));
  on('standby-offers.exhausted', (e) => standbyOffersExhausted(app, e.jobId));
  on('job.cancelled', (e) => notifyApplicants(app, e.applicationIds, 'cancelled'));
  on('job.completed', (e) => notifyJobCompleted(app, e.jobId));

  on('message.sent', (e) => notifyNewMessage(app, e.message));
  on('conversation.read', (e) => forgetMessageNotifications(app.db, e.readerId, e.otherId));

  on('payment.reported', (e) => paymentReported(app, e.payment));
  on('payment.confirmed', (e) => paymentReceived(app, e.payment));
  on('payment.disputed', (e) => paymentDisputed(app, e.payment));
  on('card-payment.settled', async (e) => {
    await cardReceipt(app, e.payment);
    await creditsEarned(app, e.freeGames);
  });
  on('card-hold.failed', (e) => holdFailed(app, e.hold));
  on('card-hold.placed', (e) => (e.hold.attempt > 1 ? holdPlacedAfterFailure(app, e.hold) : undefined));
  on('card-hold.disputed', (e) => holdDisputed(app, e.holdId));
  on('cancellation-fee.refused', (e) => feeChargeFailed(app, e.hold, e.feeCents));

  on('review.submitted', (e) => reviewReceived(app, e.job, e.reviewerId));
  on('reviews.published', (e) => reviewsPublished(app, e.job));

  on('no-show.reported', (e) => noShowReported(app, e.report));
  on('no-show.contested', (e) => noShowContested(app, e.report));
  on('no-show.decided', (e) => noShowDecided(app, e.report));

  on('background-check.updated', (e) => backgroundCheckUpdated(app, e.change));
  on('background-check.decided', (e) => backgroundCheckDecided(app, e));
  on('safesport.decided', (e) => safeSportDecided(app, e));

  on('push-device.subscribed', (e) => enablePushWhereUnset(app.db, e.userId));
  on('director.reviewed', (e) => directorReviewed(app, e));
  on('quote.requested', (e) => quoteRequested(app, e.quote));
  // Job alerts carry their own channel choice (push or digest), made on the alert: no switch here.
  on('job-alerts.matched', async ({ job, pushTo }) => {
    const message = {
      title: `New ${serviceTypeInfo(job.jobType).label.toLowerCase()} job near you`,
      body: job.title,
      path: `/jobs/${job.id}`,
    };
    for (const userId of pushTo) await sendPush(app, userId, 'job_alert', message);
  });
}
