/**
 * The card provider's side of payments: a helper's connected account and tax info, the team's card
 * checkout, and the provider's signed webhook that settles a card payment.
 */
export { cardRoutes } from './card.routes.js';
export { abandonCardAttempt } from './card-account.service.js';
export { taxInfoLink, taxInfoState } from './tax-info.service.js';
