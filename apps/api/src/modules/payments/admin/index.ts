/** What the staff's tools (modules/admin) read and do in payments: payments, credits, disputed holds. */
export {
  adminPaymentsOfUser,
  listAdminPayments,
  paymentProgramFigures,
  resolveDispute,
  settleOwed,
} from './payments-admin.service.js';
export { adminHold, listDisputedHolds } from './card-holds-admin.js';
export { adminCreditsOfUser } from './credits-admin.js';
