import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { guardianships, payments, stripeAccounts } from '../../../db/schema/index.js';
import { payoutUserIdFor } from '../../guardians/guardian-state.js';
import { stripeFor } from '../stripe-client.js';

/** A card game between two accounts, with what the provider said about its money. */
export interface EarningGame {
  payerId: number;
  payeeId: number;
  /** The card that paid the game. */
  cardFingerprint: string | null;
  /** The cards the payee's payout account pays out to, at the provider. */
  payoutCardFingerprints: readonly string[];
}

/**
 * The cards a helper's pay goes out to (a teen's: the guardian's account), asked of the provider
 * before the webhook's transaction: one person's team card that is also their payout card links
 * their two accounts (decision 26). Throws when the provider cannot answer, so the event is retried.
 */
export async function payoutCardFingerprints(db: Db, config: Config, payeeId: number): Promise<string[]> {
  const payoutUserId = await payoutUserIdFor(db, payeeId);
  const [account] = await db
    .select({ accountId: stripeAccounts.accountId })
    .from(stripeAccounts)
    .where(eq(stripeAccounts.userId, payoutUserId));
  if (!account) return [];
  const { stripe } = stripeFor(config.stripe);
  let list: Stripe.ApiList<Stripe.ExternalAccount>;
  try {
    list = await stripe.accounts.listExternalAccounts(account.accountId, { object: 'card', limit: 100 });
  } catch (error) {
    // An account the provider no longer knows pays out to no card; any other failure is retried.
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return [];
    throw error;
  }
  return list.data
    .map((external: Stripe.ExternalAccount) => (external.object === 'card' ? external.fingerprint : null))
    .filter((fingerprint): fingerprint is string => typeof fingerprint === 'string');
}

/**
 * Linked accounts earn nothing from each other's games (decision 26). Two accounts are linked when,
 * from what the server and the provider hold:
 * - they are one account, or the payee's pay goes to the payer (a teen's guardian is the payee);
 * - either is the other's guardian, in any state of the guardianship (asked, given or ended);
 * - the card that paid the game is one the payee side knows: a card its payout account pays out to,
 *   or a card the payee (or whoever their pay goes to) has ever paid with on Sideline.
 */
export async function linkedAccounts(tx: DbOrTx, game: EarningGame): Promise<boolean> {
  const { payerId, payeeId, cardFingerprint } = game;
  if (payerId === payeeId) return true;
  const payoutUserId = await payoutUserIdFor(tx, payeeId);
  if (payoutUserId === payerId) return true;
  const [guardianship] = await tx
    .select({ id: guardianships.id })
    .from(guardianships)
    .where(
      or(
        and(eq(guardianships.teenId, payerId), eq(guardianships.guardianId, payeeId)),
        and(eq(guardianships.teenId, payeeId), eq(guardianships.guardianId, payerId)),
      ),
    )
    .limit(1);
  if (guardianship) return true;
  if (!cardFingerprint) return false;
  if (game.payoutCardFingerprints.includes(cardFingerprint)) return true;
  const [sameCard] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.payerId, [payeeId, payoutUserId]),
        isNotNull(payments.cardFingerprint),
        eq(payments.cardFingerprint, cardFingerprint),
      ),
    )
    .limit(1);
  return sameCard !== undefined;
}
