import { z } from 'zod';
import { manualRefundListSchema, manualRefundSchema, recordManualRefundSchema } from '../cancellation';
import { adminPlanFiltersSchema, adminPlanListSchema, adminPlanSchema } from '../payment-plans';
import {
  adminPaymentDetailSchema,
  adminPaymentFiltersSchema,
  adminPaymentListSchema,
  markPaidInputSchema,
  paymentProvidersStatusSchema,
  refundInputSchema,
} from '../payments';
import { defineRoute } from '../route';
import { instalmentSeqSchema, receiptQuerySchema } from './payments';

// A malformed id (or instalment) is a 404 like an unknown one: the server checks it before these schemas do.
const id = { id: z.uuid() };

/** The owner's payments (behind the admin gate: 401 signed out, 403 for anyone but the owner). */
export const paymentAdminRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/admin/payments',
    tag: 'admin',
    summary:
      'Payments with filters (status, provider, method, from, to, q, sort, order, limit, offset); format=csv for CSV (text/csv, every matching row, limit and offset ignored)',
    query: adminPaymentFiltersSchema,
    response: adminPaymentListSchema,
    errors: [400, 401, 403],
  }),
  providers: defineRoute({
    method: 'get',
    path: '/admin/payments/providers',
    tag: 'admin',
    summary: 'The payment providers: active, mode, the one taking checkouts, and the last webhook received',
    response: paymentProvidersStatusSchema,
    errors: [401, 403],
  }),
  detail: defineRoute({
    method: 'get',
    path: '/admin/payments/{id}',
    tag: 'admin',
    summary: 'One payment with its webhook events and refunds',
    params: id,
    response: adminPaymentDetailSchema,
    errors: [401, 403, 404],
  }),
  receipt: defineRoute({
    method: 'get',
    path: '/admin/payments/{id}/receipt.pdf',
    tag: 'admin',
    summary: 'The receipt as a PDF (lang=es|en, default the order’s language); 409 until the payment is paid',
    params: id,
    query: receiptQuerySchema,
    response: z.string(),
    contentType: 'application/pdf',
    errors: [400, 401, 403, 404, 409],
  }),
  refund: defineRoute({
    method: 'post',
    path: '/admin/payments/{id}/refunds',
    tag: 'admin',
    summary:
      'Refund part or all of a payment through its provider (Idempotency-Key header required: a retried request never refunds twice)',
    params: id,
    body: refundInputSchema,
    response: adminPaymentDetailSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  markPaid: defineRoute({
    method: 'post',
    path: '/admin/payments/{id}/mark-paid',
    tag: 'admin',
    summary: 'Mark a payment as received by hand (cash or transfer) with a note; confirms what it pays for',
    params: id,
    body: markPaidInputSchema,
    response: adminPaymentDetailSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};

/** The owner's payment plans. */
export const paymentPlanAdminRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/admin/payment-plans',
    tag: 'admin',
    summary: 'Payment plans, newest first, by status (overdue read from due dates), with the overdue count',
    query: adminPlanFiltersSchema,
    response: adminPlanListSchema,
    errors: [400, 401, 403],
  }),
  markInstalmentPaid: defineRoute({
    method: 'post',
    path: '/admin/payment-plans/{id}/instalments/{seq}/mark-paid',
    tag: 'admin',
    summary:
      'Marks the next instalment paid by hand (cash or transfer, with a note); its open checkout is closed at the provider first',
    params: { ...id, seq: instalmentSeqSchema },
    body: markPaidInputSchema,
    response: adminPlanSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};

/** Refunds the owner returns by hand after cancellations. */
export const manualRefundRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/admin/manual-refunds',
    tag: 'admin',
    summary:
      'Refunds the owner returns by hand after cancellations (OXXO, taken by hand, failed provider refunds): pending first, then the last recorded',
    response: manualRefundListSchema,
    errors: [401, 403],
  }),
  record: defineRoute({
    method: 'post',
    path: '/admin/manual-refunds/{id}/record',
    tag: 'admin',
    summary:
      'Records a manual refund as returned (amount ≤ what is left of the payment, method, note); 409 when already recorded',
    params: id,
    body: recordManualRefundSchema,
    response: manualRefundSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
