/**
 * The ledger: a job's payments as recorded (reported, confirmed, disputed), what is due, and the
 * job's own ledger steps (paid, cancellation fee locked), taken only inside a payment's transaction.
 * The rest of payments/ and the app import these names from here.
 */
export { lockCancellationFeeDue, markJobPaid } from './job-ledger.js';
export { confirmPayment, disputePayment, paymentParties, reportPayment } from './payments.service.js';
export { getPayment, listPayments } from './payment-view.js';
export { listDue } from './due-view.js';
