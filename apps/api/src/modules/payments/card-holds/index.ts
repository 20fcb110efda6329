/**
 * Card guarantees (decision 0038): a card job's booking saves the team's card, the hold is placed
 * before the game, captured after it (or a cancellation fee taken), moved with a rain-out, released
 * when the booking ends without a game, and disputed within a day of completion.
 */
export { cardHoldsRoutes } from './card-holds.routes.js';
export type { CardDeps } from './card-capture.js';
export { refuseWhileHeld } from './card-holds.service.js';
export {
  defineCardHoldSweep,
  resolveDisputedHold,
  subscribeNoShowGuarantees,
  sweepCardHolds,
} from './card-hold-sweep.js';
// Used by jobs/ and applications/ until the bookings stop calling payments.
export { settleJobGuarantee } from './card-hold-sweep.js';
export { cancelReplacedHold, moveGuarantee } from './card-hold-move.js';
export { guaranteeBooking, verifySavedCard, type CardHoldRow, type SavedCard } from './card-holds.service.js';
