/**
 * Credits: free games earned (a first paid game, referrals, linked accounts) and spent at a card
 * checkout. Only the card provider's checkout and webhook, and the payments routes, use them.
 */
export { ledgerBalance, recordPaidGame, referralInfo, type Grant } from './credits.service.js';
export {
  freeCreditDiscount,
  retakeCheckoutCredit,
  returnCheckoutCredit,
  takeCheckoutCredit,
} from './credits-spend.js';
export { payoutCardFingerprints } from './credits-linked.js';
