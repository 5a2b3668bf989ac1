import {
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  markPaidInputSchema,
  paymentProvidersStatusSchema,
  paymentRetrySchema,
  publicPaymentSchema,
  refundInputSchema,
  sandboxActionResultSchema,
  sandboxCheckoutSchema,
  sandboxPayInputSchema,
} from '@contracts/payments';
import {
  adminPlanListSchema,
  adminPlanSchema,
  instalmentCheckoutSchema,
  publicPlanSchema,
} from '@contracts/payment-plans';
import { myPaymentsSchema } from '@contracts/my-payments';
import {
  manualRefundListSchema,
  manualRefundSchema,
  recordManualRefundSchema,
} from '@contracts/cancellation';
import { z } from 'zod';
import type { ApiOperation } from '../../../platform/openapi';

const id = z.uuid();
const text = z.string();

/** The payments API in /api/openapi.json (issue 7). */
export const paymentOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/payments/{reference}',
    tag: 'payments',
    summary:
      'The state of a payment by its opaque reference (the success pages); asks the provider while it is open or pending',
    params: { reference: text },
    response: publicPaymentSchema,
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/payments/{reference}/retry',
    tag: 'payments',
    summary:
      'Try again after a declined or abandoned checkout while the hold lasts (ADR 024): the next checkout of the same order, one at a time; 409 checkout_expired after the hold',
    params: { reference: text },
    response: paymentRetrySchema,
    errors: [404, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/payments/{reference}/receipt.pdf',
    tag: 'payments',
    summary:
      'The receipt as a PDF (lang=es|en, default the order’s language), by the opaque reference; ETag; 409 until the payment is paid',
    params: { reference: text },
    response: z.string(),
    contentType: 'application/pdf',
    errors: [400, 404, 409, 429],
  },
  {
    method: 'post',
    path: '/payments/webhooks/{provider}',
    tag: 'payments',
    summary:
      'A provider webhook (raw body, signature verified; stored once per event id; duplicates and unknown types acknowledged)',
    params: { provider: z.enum(['sandbox', 'stripe', 'mercadopago']) },
    response: z.object({ received: z.literal(true), outcome: z.string() }),
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/payments/sandbox/{checkoutId}',
    tag: 'payments',
    summary: 'The built-in sandbox checkout page’s data (only while the sandbox takes the checkouts)',
    params: { checkoutId: text },
    response: sandboxCheckoutSchema,
    errors: [404],
  },
  ...(['pay', 'fail', 'abandon', 'voucher', 'voucher/pay', 'voucher/expire'] as const).map(
    (action): ApiOperation => ({
      method: 'post',
      path: `/payments/sandbox/{checkoutId}/${action}`,
      tag: 'payments',
      summary: `Sandbox: ${action.replace('/', ' → ')} (queues the signed webhook); 409 once final or expired`,
      params: { checkoutId: text },
      ...(action === 'pay' ? { body: sandboxPayInputSchema } : {}),
      response: sandboxActionResultSchema,
      errors: [400, 404, 409],
    }),
  ),
  {
    method: 'get',
    path: '/me/payments',
    tag: 'payments',
    summary:
      'The signed-in person’s payments and payment plans, newest first (50 of each), by the e-mail paid with once the account’s e-mail is confirmed',
    response: myPaymentsSchema,
    errors: [401],
  },
  {
    method: 'get',
    path: '/admin/payments',
    tag: 'admin',
    summary:
      'Payments with filters (status, provider, method, from, to, q, sort, order, limit, offset); format=csv for CSV',
    response: adminPaymentListSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/payments/providers',
    tag: 'admin',
    summary: 'The payment providers: active, mode, the one taking checkouts, and the last webhook received',
    response: paymentProvidersStatusSchema,
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/admin/payments/{id}',
    tag: 'admin',
    summary: 'One payment with its webhook events and refunds',
    params: { id },
    response: adminPaymentDetailSchema,
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/payments/{id}/receipt.pdf',
    tag: 'admin',
    summary: 'The receipt as a PDF (lang=es|en, default the order’s language); 409 until the payment is paid',
    params: { id },
    response: z.string(),
    contentType: 'application/pdf',
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/admin/payments/{id}/refunds',
    tag: 'admin',
    summary: 'Refund part or all of a payment through its provider (Idempotency-Key header recommended)',
    params: { id },
    body: refundInputSchema,
    response: adminPaymentDetailSchema,
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/admin/payments/{id}/mark-paid',
    tag: 'admin',
    summary: 'Mark a payment as received by hand (cash or transfer) with a note; confirms what it pays for',
    params: { id },
    body: markPaidInputSchema,
    response: adminPaymentDetailSchema,
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: '/payment-plans/{reference}',
    tag: 'payments',
    summary:
      'A payment plan (deposit and balance, or instalments) by its opaque reference: paid, remaining, next due, each instalment; asks the provider about live checkouts',
    params: { reference: text },
    response: publicPlanSchema,
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/payment-plans/{reference}/instalments/{seq}/checkout',
    tag: 'payments',
    summary:
      'Where to pay the next instalment (a live checkout is answered again); 409 instalment_not_payable or checkout_in_progress',
    params: { reference: text, seq: z.string() },
    response: instalmentCheckoutSchema,
    errors: [404, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/admin/payment-plans',
    tag: 'admin',
    summary: 'Payment plans, newest first, by status (overdue read from due dates), with the overdue count',
    response: adminPlanListSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/admin/payment-plans/{id}/instalments/{seq}/mark-paid',
    tag: 'admin',
    summary:
      'Marks the next instalment paid by hand (cash or transfer, with a note); its open checkout is closed at the provider first',
    params: { id, seq: z.string() },
    body: markPaidInputSchema,
    response: adminPlanSchema,
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: '/admin/manual-refunds',
    tag: 'admin',
    summary:
      'Refunds the owner returns by hand after cancellations (OXXO, taken by hand, failed provider refunds): pending first, then the last recorded',
    response: manualRefundListSchema,
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/admin/manual-refunds/{id}/record',
    tag: 'admin',
    summary:
      'Records a manual refund as returned (amount ≤ what is left of the payment, method, note); 409 when already recorded',
    params: { id },
    body: recordManualRefundSchema,
    response: manualRefundSchema,
    errors: [400, 401, 403, 404, 409],
  },
];
