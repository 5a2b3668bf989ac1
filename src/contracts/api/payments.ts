import { z } from 'zod';
import { languageSchema } from '../i18n';
import { myPaymentsSchema } from '../my-payments';
import { instalmentCheckoutSchema, publicPlanSchema } from '../payment-plans';
import {
  paymentReferenceSchema,
  paymentRetrySchema,
  publicPaymentSchema,
  sandboxActionResultSchema,
  sandboxCheckoutSchema,
  sandboxPayInputSchema,
} from '../payments';
import { defineRoute } from '../route';

/*
 * A malformed reference, instalment or checkout is a 404 like an unknown one, not a 400: the server checks the
 * placeholders before these schemas see them (payments/http), so each schema documents what a valid one is.
 */
const reference = { reference: paymentReferenceSchema };
/** An instalment's position in its plan (1–12). */
export const instalmentSeqSchema = z.coerce.number().int().min(1).max(12);

/** ?lang=es|en on a receipt download; absent: the order's own language. */
export const receiptQuerySchema = z.object({ lang: languageSchema.optional() });

/**
 * Payments (module payments) under /payments: the public status by opaque reference, its retry and receipt,
 * the providers' webhooks and the built-in sandbox's hosted checkout.
 */
export const paymentRoutes = {
  webhook: defineRoute({
    method: 'post',
    path: '/payments/webhooks/{provider}',
    tag: 'payments',
    summary:
      'A provider webhook (raw body, signature verified; stored once per event id; duplicates and unknown types acknowledged); provider sandbox, stripe or mercadopago, 404 for one not configured here',
    // The body is the provider's own, read raw (signatures are over its exact bytes): not a schema here.
    params: { provider: z.string() },
    response: z.object({ received: z.literal(true), outcome: z.string() }),
    errors: [400, 404],
  }),
  sandboxCheckout: defineRoute({
    method: 'get',
    path: '/payments/sandbox/{checkoutId}',
    tag: 'payments',
    summary: 'The built-in sandbox checkout page’s data (only while the sandbox takes the checkouts)',
    params: { checkoutId: z.string() },
    response: sandboxCheckoutSchema,
    errors: [404],
  }),
  sandboxVoucherPay: defineRoute({
    method: 'post',
    path: '/payments/sandbox/{checkoutId}/voucher/pay',
    tag: 'payments',
    summary: 'Sandbox: voucher → pay (queues the signed webhook); 409 once final or expired',
    params: { checkoutId: z.string() },
    response: sandboxActionResultSchema,
    errors: [400, 404, 409],
  }),
  sandboxVoucherExpire: defineRoute({
    method: 'post',
    path: '/payments/sandbox/{checkoutId}/voucher/expire',
    tag: 'payments',
    summary: 'Sandbox: voucher → expire (queues the signed webhook); 409 once final or expired',
    params: { checkoutId: z.string() },
    response: sandboxActionResultSchema,
    errors: [400, 404, 409],
  }),
  sandboxPay: defineRoute({
    method: 'post',
    path: '/payments/sandbox/{checkoutId}/pay',
    tag: 'payments',
    summary: 'Sandbox: pay (queues the signed webhook); 409 once final or expired',
    params: { checkoutId: z.string() },
    body: sandboxPayInputSchema,
    response: sandboxActionResultSchema,
    errors: [400, 404, 409],
  }),
  sandboxFail: defineRoute({
    method: 'post',
    path: '/payments/sandbox/{checkoutId}/fail',
    tag: 'payments',
    summary: 'Sandbox: fail (queues the signed webhook); 409 once final or expired',
    params: { checkoutId: z.string() },
    response: sandboxActionResultSchema,
    errors: [400, 404, 409],
  }),
  sandboxAbandon: defineRoute({
    method: 'post',
    path: '/payments/sandbox/{checkoutId}/abandon',
    tag: 'payments',
    summary: 'Sandbox: abandon (queues the signed webhook); 409 once final or expired',
    params: { checkoutId: z.string() },
    response: sandboxActionResultSchema,
    errors: [400, 404, 409],
  }),
  sandboxVoucher: defineRoute({
    method: 'post',
    path: '/payments/sandbox/{checkoutId}/voucher',
    tag: 'payments',
    summary: 'Sandbox: voucher (queues the signed webhook); 409 once final or expired',
    params: { checkoutId: z.string() },
    response: sandboxActionResultSchema,
    errors: [400, 404, 409],
  }),
  status: defineRoute({
    method: 'get',
    path: '/payments/{reference}',
    tag: 'payments',
    summary:
      'The state of a payment by its opaque reference (the success pages); asks the provider while it is open or pending',
    params: reference,
    response: publicPaymentSchema,
    errors: [404, 429],
  }),
  retry: defineRoute({
    method: 'post',
    path: '/payments/{reference}/retry',
    tag: 'payments',
    summary:
      'Try again after a declined or abandoned checkout while the hold lasts (ADR 024): the next checkout of the same order, one at a time; 409 checkout_expired after the hold',
    params: reference,
    response: paymentRetrySchema,
    errors: [404, 409, 429, 503],
  }),
  receipt: defineRoute({
    method: 'get',
    path: '/payments/{reference}/receipt.pdf',
    tag: 'payments',
    summary:
      'The receipt as a PDF (lang=es|en, default the order’s language), by the opaque reference; ETag; 409 until the payment is paid',
    params: reference,
    query: receiptQuerySchema,
    response: z.string(),
    contentType: 'application/pdf',
    errors: [400, 404, 409, 429],
  }),
};

/** A payment plan by its opaque reference (the capability, as for a payment's status), under /payment-plans. */
export const paymentPlanRoutes = {
  status: defineRoute({
    method: 'get',
    path: '/payment-plans/{reference}',
    tag: 'payments',
    summary:
      'A payment plan (deposit and balance, or instalments) by its opaque reference: paid, remaining, next due, each instalment; asks the provider about live checkouts',
    params: reference,
    response: publicPlanSchema,
    errors: [404, 429],
  }),
  instalmentCheckout: defineRoute({
    method: 'post',
    path: '/payment-plans/{reference}/instalments/{seq}/checkout',
    tag: 'payments',
    summary:
      'Where to pay the next instalment (a live checkout is answered again); 409 instalment_not_payable or checkout_in_progress',
    params: { ...reference, seq: instalmentSeqSchema },
    response: instalmentCheckoutSchema,
    errors: [404, 409, 429, 503],
  }),
};

/** /me/payments: the signed-in person's own payments and plans (/dashboard). */
export const myPaymentRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/me/payments',
    tag: 'payments',
    summary:
      'The signed-in person’s payments and payment plans, newest first (50 of each), by the e-mail paid with once the account’s e-mail is confirmed',
    response: myPaymentsSchema,
    errors: [401],
  }),
};
