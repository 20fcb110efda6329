import type { OutsideMethod, Payment } from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PublishesEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../../plugins/session.js';
import { abandonCardAttempt } from './card-provider/index.js';
import { confirmPayment, disputePayment, reportPayment } from './ledger/index.js';

/**
 * Payments made outside the platform (Venmo, PayPal), as each party answers them. A card checkout
 * the same party opened and left is abandoned first (card-provider), so it cannot lock the other
 * methods out; the ledger then records the step, and what follows it (mail, push) follows the event.
 */
type OutsidePaymentDeps = PublishesEvents & { db: Db; config: Config };

/** "I've paid": the team reports paying the helper. */
export async function payerReportsPayment(
  deps: OutsidePaymentDeps,
  user: UserRow,
  jobId: number,
  method: OutsideMethod,
): Promise<Payment> {
  await abandonCardAttempt(deps.db, deps.config, user, jobId, 'payer');
  const payment = await reportPayment(deps.db, user, jobId, method);
  await deps.domainEvents.publish({ type: 'payment.reported', payment });
  return payment;
}

/** "Payment received": the helper confirms, with or without the team's report. */
export async function payeeConfirmsPayment(
  deps: OutsidePaymentDeps,
  user: UserRow,
  jobId: number,
  method: OutsideMethod | undefined,
): Promise<Payment> {
  await abandonCardAttempt(deps.db, deps.config, user, jobId, 'payee');
  const payment = await confirmPayment(deps.db, user, jobId, method);
  await deps.domainEvents.publish({ type: 'payment.confirmed', payment });
  return payment;
}

/** "Not received": the helper answers the team's report. */
export async function payeeDisputesPayment(
  deps: OutsidePaymentDeps,
  user: UserRow,
  jobId: number,
): Promise<Payment> {
  const payment = await disputePayment(deps.db, user, jobId);
  await deps.domainEvents.publish({ type: 'payment.disputed', payment });
  return payment;
}
