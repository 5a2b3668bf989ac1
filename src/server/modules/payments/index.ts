/* The payments module's door: the only file other modules and the composition root import from payments. */

// HTTP: checkout, signed-in, plan and admin routes and their OpenAPI entries, mounted by app.ts.
export { paymentRoutes } from './routes';
export { myPaymentRoutes } from './me-routes';
export { paymentPlanAdminRoutes, paymentPlanRoutes } from './plan-routes';
export { paymentAdminRoutes } from './admin-routes';
export { manualRefundAdminRoutes, recordManualRefund } from './manual-refunds';
export { paymentOperations } from './operations';

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
export type { PaymentProvider } from './provider';
export { sandboxInProductionWarning } from './providers';
export { SANDBOX_WEBHOOK_JOB } from './providers/sandbox';
export { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './providers/sandbox-signature';

// What booking's and rental's routes call through app.ts: cancellation refunds, checkout retries, paid by hand.
export { quoteCancellationRefund, refundCancellation, type RefundShare } from './cancellation-refunds';
export { pendingVoucherPageOf, resumeAppointmentCheckout } from './checkout-retry';
export { recordAppointmentPaidByHand } from './manual-booking-order';
export { describeCheckout, describePlanPart } from './checkout-description';
export { PaymentConflict } from './errors';

// Read access: orders and their provider events.
export { publicTokenExists } from './public-tokens';
export { paymentEvents, paymentOrders } from './schema';
export { paymentsForEmails } from './lead-payments';
