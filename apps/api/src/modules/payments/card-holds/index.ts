/**
 * Card guarantees (decision 0038): a card job's booking saves the team's card, the hold is placed
 * before the game, captured after it (or a cancellation fee taken), moved with a rain-out, released
 * when the booking ends without a game, and disputed within a day of completion. The bookings reach
 * it only through the port app.ts registers (`cardBookingGuarantee`) and the domain events it
 * follows (`subscribeBookingGuarantees`).
 */
export { cardHoldsRoutes } from './card-holds.routes.js';
export type { CardDeps } from './card-capture.js';
export { refuseWhileHeld } from './card-holds.service.js';
export { defineCardHoldSweep, resolveDisputedHold, sweepCardHolds } from './card-hold-sweep.js';
export { cardBookingGuarantee, subscribeBookingGuarantees } from './guarantee-follows-bookings.js';
