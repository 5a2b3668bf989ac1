import { z } from 'zod';
import { calendarDaySchema } from './calendar-dates';
import { localizedTextSchema } from './content';
import { languageSchema } from './i18n';

/*
 * The payments API (issue 7): the public status read by /payment-success (by an opaque reference we issue per
 * order, never the order id and never query parameters as proof), the built-in sandbox checkout
 * (/sandbox-checkout/<id>), provider webhooks, and the owner's /api/admin/payments. Money is an integer of
 * minor units (centavos) plus an ISO currency; times on the wire are ISO 8601 instants in UTC.
 * Errors use the /api shape `{ error: { code, message, fields?, requestId } }`; the codes specific to payments
 * are in `paymentErrorCodes` and `paymentFieldErrorCodes` (the UI translates them).
 */

export const paymentProviders = ['sandbox', 'stripe', 'mercadopago'] as const;
export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

export const paymentModes = ['test', 'live'] as const;
export const paymentModeSchema = z.enum(paymentModes);

/**
 * card; installments: card in monthly instalments (meses sin intereses); oxxo: cash voucher; mercadopago:
 * the Mercado Pago wallet / account balance; cash and transfer: marked as paid by hand by the owner.
 */
export const paymentMethods = ['card', 'installments', 'oxxo', 'mercadopago', 'cash', 'transfer'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethodName = z.infer<typeof paymentMethodSchema>;

/**
 * open: the checkout is waiting for the customer; pending: a voucher (OXXO) was issued and waits to be paid;
 * paid; failed: the payment was declined or the customer abandoned; expired: the checkout (or voucher) ran out
 * of time; refunded / partially_refunded: money went back after it was paid.
 */
export const paymentStatuses = [
  'open',
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** What an order pays for: an appointment today; a stay and a plan's instalment later. */
export const paymentPurposes = ['appointment', 'stay', 'plan_instalment'] as const;
export const paymentPurposeSchema = z.enum(paymentPurposes);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/** Error codes (error.code) of the payments API besides the generic ones (not_found, invalid_request…). */
export const paymentErrorCodes = [
  /** The provider could not open a checkout (booking answers 503 and releases the hold). */
  'payment_unavailable',
  /** A sandbox action on a checkout that is already final (paid, failed, abandoned, expired): 409. */
  'checkout_final',
  /** A sandbox action after the checkout's expiry: 409. */
  'checkout_expired',
  /** The sandbox action does not apply in the checkout's current state (e.g. pay a voucher that was not taken). */
  'invalid_checkout_state',
  /** Refund of an order that was never paid, or mark-paid of an order already paid: 409. */
  'not_refundable',
  'already_paid',
  /** Mark-paid of an order whose appointment's time was taken meanwhile: 409. */
  'slot_taken',
  /** A webhook whose signature does not verify: 400 (providers only). */
  'invalid_signature',
  /**
   * Mark-paid of an order the customer can still pay at the provider (a voucher was issued, or its open
   * checkout could not be closed there): 409.
   */
  'checkout_still_payable',
  /** A plan's instalment that is paid, cancelled, or not the next one due: 409. */
  'instalment_not_payable',
  /** A checkout for this instalment is being opened right now (a double click): 409, try again shortly. */
  'checkout_in_progress',
  /** "Try again" for an appointment or stay that was cancelled (or is otherwise no longer awaiting payment): 409. */
  'not_payable',
] as const;
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

/** Codes a 400's error.fields may carry for payments input. */
export const paymentFieldErrorCodes = [
  'required',
  'too_long',
  'invalid_value',
  /** A refund larger than what is left to refund (paid − already refunded). */
  'exceeds_refundable',
] as const;

/* ---------- Paths (the web builds its URLs from these) ---------- */

const enc = encodeURIComponent;

export const sandboxActions = ['pay', 'fail', 'abandon', 'voucher'] as const;
export type SandboxAction = (typeof sandboxActions)[number];
export const sandboxVoucherActions = ['pay', 'expire'] as const;
export type SandboxVoucherAction = (typeof sandboxVoucherActions)[number];

export const paymentPaths = {
  /** GET: the public status of an order, by its opaque reference. */
  status: (reference: string) => `/api/payments/${enc(reference)}`,
  /** POST: "try again" after a decline, while the hold lasts: `{ checkoutUrl }` of the same order (409 after). */
  retry: (reference: string) => `/api/payments/${enc(reference)}/retry`,
  /** GET: the receipt's PDF (paid or refunded orders; 409 otherwise), in `lang` or the order's language. */
  receiptPdf: (reference: string, lang?: 'es' | 'en') =>
    `/api/payments/${enc(reference)}/receipt.pdf${lang ? `?lang=${lang}` : ''}`,
  /** POST: provider webhooks (raw body, signature headers). */
  webhook: (provider: PaymentProviderName) => `/api/payments/webhooks/${provider}`,
  /** GET: the sandbox checkout page's data. */
  sandboxCheckout: (checkoutId: string) => `/api/payments/sandbox/${enc(checkoutId)}`,
  /** POST: pay | fail | abandon | voucher. */
  sandboxAction: (checkoutId: string, action: SandboxAction) =>
    `/api/payments/sandbox/${enc(checkoutId)}/${action}`,
  /** POST: pay or expire a voucher taken before. */
  sandboxVoucherAction: (checkoutId: string, action: SandboxVoucherAction) =>
    `/api/payments/sandbox/${enc(checkoutId)}/voucher/${action}`,
  admin: {
    /** GET with `adminPaymentFiltersSchema` as query. */
    list: '/api/admin/payments',
    /** GET text/csv of every row matching the filters (limit/offset ignored): pass the list's query string. */
    csv: (query = '') => `/api/admin/payments?format=csv${query ? `&${query.replace(/^[?&]/, '')}` : ''}`,
    detail: (id: string) => `/api/admin/payments/${enc(id)}`,
    /** GET: the receipt's PDF, in `lang` or the order's language. */
    receiptPdf: (id: string, lang?: 'es' | 'en') =>
      `/api/admin/payments/${enc(id)}/receipt.pdf${lang ? `?lang=${lang}` : ''}`,
    /** POST `refundInputSchema`. */
    refunds: (id: string) => `/api/admin/payments/${enc(id)}/refunds`,
    /** POST `markPaidInputSchema`. */
    markPaid: (id: string) => `/api/admin/payments/${enc(id)}/mark-paid`,
    /** GET: which providers are configured, their mode, and the last webhook received. */
    providers: '/api/admin/payments/providers',
  },
} as const;

/** Web pages (not API): where the customer lands after a provider, and the sandbox's hosted checkout. */
export const paymentPagePaths = {
  success: (reference: string) => `/payment-success?ref=${enc(reference)}`,
  sandboxCheckout: (checkoutId: string) => `/sandbox-checkout/${enc(checkoutId)}`,
} as const;

/* ---------- Public status: GET /api/payments/:reference ---------- */

/** The opaque reference in URLs: url-safe random text (we issue 32 characters). */
export const paymentReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'invalid_value');

export const paymentAppointmentSummarySchema = z.object({
  serviceSlug: z.string(),
  serviceName: localizedTextSchema,
  start: z.string(),
  end: z.string(),
  /** The zone the customer booked in: show the time in it. */
  timeZone: z.string(),
  /** The appointment's status (confirmed once paid). */
  status: z.string(),
});
export type PaymentAppointmentSummary = z.infer<typeof paymentAppointmentSummarySchema>;

/** What a stay's order pays for (La Mansión): dates are the stay's check-in and check-out days (YYYY-MM-DD). */
export const paymentStaySummarySchema = z.object({
  propertyName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  /** The stay's status (confirmed once paid). */
  status: z.string(),
});
export type PaymentStaySummary = z.infer<typeof paymentStaySummarySchema>;

export const paymentVoucherSchema = z.object({
  /** The number to pay with at the store (OXXO reference). */
  reference: z.string().nullable(),
  /** The provider's printable voucher. */
  url: z.string().nullable(),
  /** After this instant the voucher can no longer be paid. */
  expiresAt: z.string().nullable(),
});
export type PaymentVoucher = z.infer<typeof paymentVoucherSchema>;

export const paymentReceiptSchema = z.object({
  /** Human receipt number, e.g. "EST-2026-000123". */
  number: z.string(),
  paidAt: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  method: paymentMethodSchema.nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

export const publicPaymentSchema = z.object({
  reference: z.string(),
  status: paymentStatusSchema,
  purpose: paymentPurposeSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  refundedMinor: z.number().int(),
  method: paymentMethodSchema.nullable(),
  provider: paymentProviderSchema,
  /** test for the sandbox and test keys: the page shows a "test payment" notice. */
  mode: paymentModeSchema,
  language: languageSchema,
  /** What the order pays for; null for purposes other than appointments (stays come later). */
  appointment: paymentAppointmentSummarySchema.nullable(),
  /** For a stay's order (purpose 'stay'): the stay it pays for; absent or null otherwise. */
  stay: paymentStaySummarySchema.nullable().optional(),
  /** While status is open: where to (re)open the checkout; null otherwise. */
  checkoutUrl: z.string().nullable(),
  /**
   * Open, but its last checkout was declined or abandoned (ADR 024): the time stays held until
   * `payableUntil`, and POST paymentPaths.retry opens a new checkout for the same order.
   */
  declined: z.boolean().default(false),
  /** While status is open: when the hold (and with it the chance to pay) ends; null otherwise. */
  payableUntil: z.string().nullable().default(null),
  /** Only while status is pending. */
  voucher: paymentVoucherSchema.nullable(),
  /** When failed or expired: where to start again, e.g. "/calendar-booking?service=sesion". */
  retryPath: z.string().nullable(),
  /** Only once paid (also after a refund). */
  receipt: paymentReceiptSchema.nullable(),
  /** The payment arrived after the slot was given to someone else and was refunded automatically. */
  refundedBecauseSlotTaken: z.boolean(),
  updatedAt: z.string(),
});
export type PublicPayment = z.infer<typeof publicPaymentSchema>;

/** POST paymentPaths.retry answer: where the next checkout of the same order is. */
export const paymentRetrySchema = z.object({ checkoutUrl: z.string() });

/* ---------- Sandbox checkout: /api/payments/sandbox/:checkoutId ---------- */

/**
 * open: waiting for the tester; voucher_pending: a voucher was taken; paid; failed; abandoned; expired
 * (the checkout or its voucher ran out). Every status but open and voucher_pending is final.
 */
export const sandboxCheckoutStatuses = [
  'open',
  'voucher_pending',
  'paid',
  'failed',
  'abandoned',
  'expired',
] as const;
export const sandboxCheckoutStatusSchema = z.enum(sandboxCheckoutStatuses);
export type SandboxCheckoutStatus = z.infer<typeof sandboxCheckoutStatusSchema>;

export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  status: sandboxCheckoutStatusSchema,
  /** True once nothing can change any more (the page shows the outcome and the way back). */
  final: z.boolean(),
  amountMinor: z.number().int(),
  currency: z.string(),
  description: z.string(),
  language: languageSchema,
  customerEmail: z.string(),
  /** The methods this checkout offers (OXXO only when the appointment is far enough ahead). */
  methods: z.object({ card: z.boolean(), oxxo: z.boolean(), installments: z.boolean() }),
  expiresAt: z.string(),
  voucher: z.object({ reference: z.string(), expiresAt: z.string() }).nullable(),
  /** Where to send the tester after pay / voucher (our /payment-success?ref=…). */
  returnUrl: z.string(),
  /** Where to send the tester after abandon. */
  cancelUrl: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** POST …/pay body (optional): how the tester pays. Other actions take no body. */
export const sandboxPayInputSchema = z.object({
  method: z.enum(['card', 'installments']).default('card'),
});
export type SandboxPayInput = z.input<typeof sandboxPayInputSchema>;

/** Every sandbox action answers the checkout's new state and where to go next. */
export const sandboxActionResultSchema = z.object({
  checkout: sandboxCheckoutSchema,
  redirectUrl: z.string(),
});
export type SandboxActionResult = z.infer<typeof sandboxActionResultSchema>;

/* ---------- Admin: /api/admin/payments ---------- */

export const adminPaymentSortKeys = ['createdAt', 'paidAt', 'amountMinor', 'status', 'customerName'] as const;

/** GET /api/admin/payments (and .csv): every filter optional; from/to are YYYY-MM-DD in Mexico City, inclusive. */
export const adminPaymentFiltersSchema = z.object({
  status: paymentStatusSchema.optional(),
  provider: paymentProviderSchema.optional(),
  method: paymentMethodSchema.optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  /** Part of the customer's name or e-mail, the reference, or the receipt number (case-insensitive). */
  q: z.string().trim().max(120).optional(),
  sort: z.enum(adminPaymentSortKeys).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  format: z.enum(['json', 'csv']).optional(),
});
export type AdminPaymentFilters = z.infer<typeof adminPaymentFiltersSchema>;

export const adminPaymentRowSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: paymentStatusSchema,
  purpose: paymentPurposeSchema,
  provider: paymentProviderSchema,
  method: paymentMethodSchema.nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  refundedMinor: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  language: languageSchema,
  /**
   * Something needs the owner's eye: amount_mismatch (never confirmed), slot_taken_refunded (paid too late,
   * refunded automatically), paid_twice (marked paid by hand and also paid at the provider),
   * refunded_at_provider, checkout_failed (the provider could not open the checkout).
   */
  flag: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  appointment: z
    .object({
      id: z.uuid(),
      serviceName: localizedTextSchema,
      start: z.string(),
      status: z.string(),
    })
    .nullable(),
  /** For a stay's order (or an instalment of a stay's plan): the stay; null otherwise. */
  stay: paymentStaySummarySchema.extend({ id: z.uuid() }).nullable().optional(),
  /** Marked as paid by hand (cash / transfer). */
  manual: z.object({ by: z.string(), note: z.string() }).nullable(),
  /** The payment plan this order pays instalment `seq` (of `count`) of; null for a payment in full. */
  plan: z
    .object({ reference: z.string(), seq: z.number().int(), count: z.number().int() })
    .nullable()
    .optional(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentListSchema = z.object({
  payments: z.array(adminPaymentRowSchema),
  total: z.number().int(),
});
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const adminPaymentEventSchema = z.object({
  id: z.number().int(),
  provider: paymentProviderSchema,
  eventId: z.string(),
  type: z.string(),
  /** What the event did: applied, duplicate, ignored, no_change, amount_mismatch, order_not_found… */
  outcome: z.string(),
  receivedAt: z.string(),
});

export const adminRefundSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  reason: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** Who asked: an admin's e-mail, or "system" for automatic refunds. */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** GET /api/admin/payments/:id; also the answer of refunds and mark-paid. */
export const adminPaymentDetailSchema = adminPaymentRowSchema.extend({
  providerCheckoutId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  /** What is left to refund (paid − refunded); 0 when not paid. */
  refundableMinor: z.number().int(),
  events: z.array(adminPaymentEventSchema),
  refunds: z.array(adminRefundSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

/**
 * POST /api/admin/payments/:id/refunds: full when amountMinor equals what is left to refund. The
 * `Idempotency-Key` header is required (one per form submission; 400 with fields["Idempotency-Key"] =
 * ["required"] without it) so a double submit refunds once; resend the same key to retry a 503.
 */
export const refundInputSchema = z.object({
  amountMinor: z.number({ error: 'required' }).int('invalid_value').positive('invalid_value'),
  reason: z.string().trim().max(500, 'too_long').optional(),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** POST /api/admin/payments/:id/mark-paid: the owner received the money outside any provider. */
export const markPaidInputSchema = z.object({
  method: z.enum(['cash', 'transfer'], { error: 'invalid_value' }),
  note: z.string().trim().min(1, 'required').max(1000, 'too_long'),
});
export type MarkPaidInput = z.infer<typeof markPaidInputSchema>;

/** GET /api/admin/payments/providers. */
export const paymentProviderStatusSchema = z.object({
  name: paymentProviderSchema,
  /** Configured (keys present; the sandbox only when it is the one taking checkouts). */
  active: z.boolean(),
  /** The one new checkouts open at. */
  takesNewCheckouts: z.boolean(),
  mode: paymentModeSchema,
  lastWebhookAt: z.string().nullable(),
  lastWebhookType: z.string().nullable(),
});
export type PaymentProviderStatus = z.infer<typeof paymentProviderStatusSchema>;
export const paymentProvidersStatusSchema = z.object({ providers: z.array(paymentProviderStatusSchema) });
export type PaymentProvidersStatus = z.infer<typeof paymentProvidersStatusSchema>;
