/* The payments module's door: the only file other modules and the composition root import from payments. */
import {
  myPaymentRoutes as myPaymentContracts,
  paymentPlanRoutes as paymentPlanContracts,
  paymentRoutes as paymentContracts,
} from '@contracts/api/payments';
import {
  manualRefundRoutes as manualRefundContracts,
  paymentAdminRoutes as paymentAdminContracts,
  paymentPlanAdminRoutes as paymentPlanAdminContracts,
} from '@contracts/api/payments-admin';

// HTTP: checkout, signed-in, plan and admin routes and their contracts (the OpenAPI document's entries).
export { paymentRoutes } from './http/routes';
export { myPaymentRoutes } from './http/me-routes';
export { paymentPlanAdminRoutes, paymentPlanRoutes } from './http/plan-routes';
export { paymentAdminRoutes } from './http/admin-routes';
export { manualRefundAdminRoutes, recordManualRefund } from './refunds/manual-refunds';
export const paymentOperations = [
  ...Object.values(paymentContracts),
  ...Object.values(myPaymentContracts),
  ...Object.values(paymentAdminContracts),
  ...Object.values(paymentPlanContracts),
  ...Object.values(paymentPlanAdminContracts),
  ...Object.values(manualRefundContracts),
];

// Wiring: the environment app.ts builds once, the job handlers and the provider interface.
export {
  cancelPlansOf,
  createPaymentsEnv,
  openAppointmentCheckout,
  openCheckoutUrl,
  openStayCheckout,
  openStayCheckoutUrl,
  paymentJobHandlers,
  type PaymentsEnv,
} from './service';
export type {
  CheckoutRequest,
  PaymentProvider,
  ProviderName,
  ProviderPaymentState,
  WebhookEvent,
} from './providers/provider';
export { sandboxInProductionWarning } from './providers';
export { SANDBOX_WEBHOOK_JOB } from './providers/sandbox';
export { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './providers/sandbox-signature';

// What booking's and rental's routes call through app.ts: cancellation refunds, checkout retries, paid by hand.
export {
  quoteCancellationRefund,
  refundCancellation,
  type RefundShare,
} from './refunds/cancellation-refunds';
export { pendingVoucherPageOf, resumeAppointmentCheckout } from './orders/checkout-retry';
export { recordAppointmentPaidByHand } from './orders/manual-booking-order';
export { describeCheckout, describePlanPart } from './orders/checkout-description';
export { PaymentConflict } from './errors';

// Read access: orders and their provider events.
export { publicTokenExists } from './orders/public-tokens';
export { paymentEvents, paymentOrders } from './schema';
export { paymentsForEmails } from './orders/lead-payments';
