import type {
  BackgroundCheckStatus,
  CreditReason,
  Message,
  NoShowReport,
  Payment,
  QuoteRequest,
} from '@sideline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ReplacedHold } from './booking-guarantee.js';
import type { cardHolds } from '../db/schema/index.js';

type CardHold = typeof cardHolds.$inferSelect;

/** A standby offer as the team's notices name it: who, until when. */
export interface StandbyOffered {
  offerId: number;
  name: string;
  expiresAt: Date;
}

/** A job whose reviews changed, as its reviews module sees it (its review window included). */
export interface ReviewedJob {
  id: number;
  title: string;
  ownerUserId: number;
  helperUserId: number | null;
  teamName: string;
  timeZone: string;
  windowClosesAt: Date | null;
}

/**
 * What happened in the domain, named for the fact and not for the mail or push that follows, so a
 * module publishes without knowing who listens (decision 7).
 */
export type DomainEvent =
  | { type: 'application.submitted'; applicationId: number }
  | { type: 'applications.decided'; jobId: number; acceptedIds: number[]; rejectedIds: number[] }
  | { type: 'job.reopened'; jobId: number; releasedIds: number[]; standbyIds: number[] }
  /** The booked helper took a rain-out's new time; `replacedHold`: a placed card hold the move ended. */
  | { type: 'reschedule.accepted'; jobId: number; replacedHold: ReplacedHold | null }
  | { type: 'reschedule.declined'; jobId: number; standbyIds: number[] }
  | {
      type: 'booking.withdrawn';
      jobId: number;
      helperUserId: number;
      late: boolean;
      standbyIds: number[];
      /** The next best available applicant (issue 55), offered to the team as "Book {name}". */
      next?: { applicationId: number; name: string } | null;
      /** With the team's standby offers on (decision 0051): whom the job was offered to instead. */
      offered?: StandbyOffered | null;
    }
  /** The job was offered to a standby applicant with a deadline (decision 0051). */
  | { type: 'standby-offer.made'; offerId: number }
  /** A standby helper took the offer and is booked. */
  | { type: 'standby-offer.accepted'; offerId: number }
  /** Every available standby applicant was offered the job and none took it: the team is told. */
  | { type: 'standby-offers.exhausted'; jobId: number }
  | { type: 'job.cancelled'; jobId: number; applicationIds: number[] }
  | { type: 'job.completed'; jobId: number }
  | { type: 'job-alerts.matched'; job: { id: number; title: string; jobType: string }; pushTo: number[] }
  | { type: 'message.sent'; message: Message }
  | { type: 'conversation.read'; readerId: number; otherId: number }
  | { type: 'payment.reported'; payment: Payment }
  | { type: 'payment.confirmed'; payment: Payment }
  | { type: 'payment.disputed'; payment: Payment }
  | { type: 'card-payment.settled'; payment: Payment; freeGames: { userId: number; reason: CreditReason }[] }
  | { type: 'card-hold.failed'; hold: CardHold }
  /** Every placed hold; `hold.attempt` above 1 means it replaced one the card refused. */
  | { type: 'card-hold.placed'; hold: CardHold }
  | { type: 'card-hold.disputed'; holdId: number }
  | { type: 'cancellation-fee.refused'; hold: CardHold; feeCents: number }
  /** A blind review was left; one that makes the job's reviews public is `reviews.published` instead. */
  | { type: 'review.submitted'; job: ReviewedJob; reviewerId: number }
  | { type: 'reviews.published'; job: ReviewedJob }
  | { type: 'no-show.reported'; report: NoShowReport }
  | { type: 'no-show.contested'; report: NoShowReport }
  | { type: 'no-show.decided'; report: NoShowReport }
  | { type: 'push-device.subscribed'; userId: number }
  /** The background-check provider moved a check on (decision 0050). */
  | {
      type: 'background-check.updated';
      change: { checkId: number; userId: number; status: BackgroundCheckStatus };
    }
  /** Staff took an FCRA step on a "consider" report, or went ahead; `reportUrl` is the person's own. */
  | {
      type: 'background-check.decided';
      userId: number;
      action: 'pre_adverse' | 'final_adverse' | 'engage';
      respondBy: string | null;
      reportUrl: string;
    }
  | {
      type: 'safesport.decided';
      userId: number;
      decision: 'verified' | 'rejected';
      expiresOn: string;
      note: string | null;
    }
  /** An admin approved or declined a tournament director's sign-up. */
  | {
      type: 'director.reviewed';
      director: { email: string; firstName: string };
      decision: 'approved' | 'declined';
    }
  /** Someone asked for a tournament quote (staff answer within 24 hours). */
  | { type: 'quote.requested'; quote: QuoteRequest };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
type Handler<T extends DomainEventType> = (event: DomainEventOf<T>) => Promise<void> | void;

export interface DomainEvents {
  /**
   * Runs every subscriber of the event's type, one after another in the order they subscribed, and
   * resolves when all have finished. A subscriber's failure is logged and never fails the publisher:
   * a side effect must not undo or refuse the change that caused it.
   */
  publish(event: DomainEvent): Promise<void>;
  subscribe<T extends DomainEventType>(type: T, handler: Handler<T>): void;
}

/** A service that announces what it did takes this among its deps. */
export interface PublishesEvents {
  domainEvents: DomainEvents;
}

/**
 * In-process side effects of a change (mail, push). Unlike lib/event-bus.ts, which carries live
 * stream updates across API instances through LISTEN/NOTIFY, these run on the instance that made it.
 */
export function createDomainEvents(log: Pick<FastifyBaseLogger, 'error'>): DomainEvents {
  type AnyHandler = (event: DomainEvent) => Promise<void> | void;
  const handlers = new Map<DomainEventType, AnyHandler[]>();
  return {
    async publish(event) {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (err) {
          log.error({ err, event: event.type }, 'domain event subscriber failed');
        }
      }
    },
    subscribe(type, handler) {
      const list = handlers.get(type) ?? [];
      // Only events of `type` reach this list, so the handler sees the payload it was typed for.
      list.push(handler as unknown as AnyHandler);
      handlers.set(type, list);
    },
  };
}
