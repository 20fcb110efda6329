import { eq } from 'drizzle-orm';
import { isHelperRole, type TaxInfoState } from '@sideline/shared';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { stripeAccounts } from '../../../db/schema/index.js';
import { conflict, forbidden } from '../../../lib/errors.js';
import { payoutUserIdFor, refuseMinorPayoutSettings } from '../../guardians/guardian-state.js';
import type { UserRow } from '../../../plugins/session.js';
import { stripeFor } from '../stripe-client.js';

/** Requirements that mean the provider still lacks the taxpayer's id (the W-9's TIN). */
const TAX_FIELDS = /^(individual\.(id_number|ssn_last_4)|company\.tax_id)$/;

/**
 * Whether the card provider has the tax information of the account a helper is paid into (a teen's
 * is the guardian's, decision 23). Asked of the provider each time: it alone holds the W-9.
 */
export async function taxInfoState(db: Db, config: Config, helperUserId: number): Promise<TaxInfoState> {
  const payoutUserId = await payoutUserIdFor(db, helperUserId);
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, payoutUserId));
  if (!row || !config.stripe) return 'no_account';
  const { stripe } = stripeFor(config.stripe);
  // A statement is the helper's own record: the provider being away must not take it from them.
  const account = await stripe.accounts.retrieve(row.accountId).catch(() => null);
  if (!account) return 'unknown';
  const due = [
    ...(account.requirements?.currently_due ?? []),
    ...(account.requirements?.eventually_due ?? []),
    ...(account.requirements?.past_due ?? []),
  ];
  return due.some((field) => TAX_FIELDS.test(field)) ? 'needed' : 'provided';
}

/**
 * POST /api/payments/connect/tax-info: a link into the provider's hosted flow asking everything it
 * will eventually need, the W-9 included. The account must exist (connect first).
 */
export async function taxInfoLink(db: Db, config: Config, user: UserRow): Promise<{ url: string }> {
  await refuseMinorPayoutSettings(db, user);
  const { stripe } = stripeFor(config.stripe);
  if (!isHelperRole(user.role))
    throw forbidden('Only helpers give tax information for card payouts.', 'wrong_role');
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, user.id));
  if (!row)
    throw conflict(
      'Set up card payments first: tax information belongs to your card account.',
      'no_card_account',
    );
  const link = await stripe.accountLinks.create({
    account: row.accountId,
    type: 'account_onboarding',
    collection_options: { fields: 'eventually_due' },
    refresh_url: `${config.publicUrl}/statements`,
    return_url: `${config.publicUrl}/statements?tax=done`,
  });
  return { url: link.url };
}
