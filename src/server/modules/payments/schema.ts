import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from '../booking';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Receipt numbers ("EST-2026-000123"): one sequence for the installation, never reused. */
export const paymentReceiptSeq = pgSequence('payment_receipt_seq', { startWith: 1 });

export interface StoredVoucher {
  reference: string | null;
  url: string | null;
  expiresAt: string | null;
}

/** A checkout request as stored on its order (provider.ts CheckoutRequest without the per-attempt parts). */
export interface StoredCheckoutRequest {
  description: string;
  methods: { card: boolean; oxxo: boolean; installments: boolean };
  returnUrl: string;
  cancelUrl: string;
  /** When the current attempt was claimed (ISO): every create of that attempt derives its times from it. */
  attemptAt?: string;
}

/**
 * One order = one amount to collect for one purpose (an appointment today; a stay or a plan's instalment
 * later), at one provider. `reference` is the opaque token of public URLs (never the id). `refunded_minor`
 * counts refunds succeeded or in flight, so two concurrent refunds can never exceed the amount.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    purpose: text('purpose').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The stay paid for (purpose 'stay'); rental's table comes in a later migration, so no foreign key. */
    stayId: uuid('stay_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    providerPaymentId: text('provider_payment_id'),
    method: text('method'),
    voucher: jsonb('voucher').$type<StoredVoucher>(),
    checkoutUrl: text('checkout_url'),
    expiresAt: tz('expires_at').notNull(),
    paidAt: tz('paid_at'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    receiptNumber: text('receipt_number').unique(),
    lang: text('lang').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    /** Needs the owner's eye: amount_mismatch, slot_taken_refunded, refunded_at_provider. */
    flag: text('flag'),
    manualBy: text('manual_by'),
    manualNote: text('manual_note'),
    /** The plan this order pays an instalment of (its first one, by purpose appointment/stay, or a later one). */
    planId: uuid('plan_id').references((): AnyPgColumn => paymentPlans.id, { onDelete: 'set null' }),
    instalmentSeq: integer('instalment_seq'),
    /** The last time a status read asked the provider (at most every few seconds per order). */
    lastProviderCheckAt: tz('last_provider_check_at'),
    /** What the first checkout asked the provider (reused, with a new attempt key, after a decline). */
    checkoutRequest: jsonb('checkout_request').$type<StoredCheckoutRequest>(),
    /** The checkout attempt in use (part of its idempotency key); a retry after a decline adds one. */
    checkoutAttempt: integer('checkout_attempt').notNull().default(1),
    /** The current checkout stopped taking payment (declined, abandoned, lapsed) while the hold lasts. */
    declinedAt: tz('declined_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_orders_purpose', sql`${t.purpose} in ('appointment', 'stay', 'plan_instalment')`),
    check(
      'payment_orders_status',
      sql`${t.status} in ('open', 'pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded')`,
    ),
    check('payment_orders_provider', sql`${t.provider} in ('sandbox', 'stripe', 'mercadopago')`),
    check('payment_orders_amount', sql`${t.amountMinor} > 0`),
    check('payment_orders_refunded', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
    check('payment_orders_lang', sql`${t.lang} in ('es', 'en')`),
    // An order points at what its purpose names, and at nothing else (a deleted appointment leaves null).
    check(
      'payment_orders_subject',
      sql`(${t.appointmentId} is null or ${t.purpose} = 'appointment') and (${t.stayId} is null or ${t.purpose} = 'stay') and (${t.purpose} <> 'stay' or ${t.stayId} is not null) and (${t.purpose} <> 'plan_instalment' or ${t.planId} is not null) and ((${t.planId} is null) = (${t.instalmentSeq} is null))`,
    ),
    // At most one checkout at a time may take money for one instalment.
    uniqueIndex('payment_orders_live_instalment')
      .on(t.planId, t.instalmentSeq)
      .where(sql`${t.status} in ('open', 'pending')`),
    index('payment_orders_plan_idx').on(t.planId),
    uniqueIndex('payment_orders_provider_checkout').on(t.provider, t.providerCheckoutId),
    index('payment_orders_appointment_idx').on(t.appointmentId),
    index('payment_orders_stay_idx').on(t.stayId),
    index('payment_orders_created_idx').on(t.createdAt),
    // The reports (migration 0016, ADR 027): revenue by paid_at; the overview's stuck orders by status.
    index('payment_orders_paid_idx').on(t.paidAt),
    index('payment_orders_status_created_idx').on(t.status, t.createdAt),
    // A contact's payments on the CRM timeline (migration 0027, ADR 046).
    index('payment_orders_email_lower_idx').on(sql`lower(${t.customerEmail})`),
  ],
);

/**
 * A flexible payment (contracts/payment-plans.ts): a deposit and its balance, or N instalments, for one
 * appointment or stay. Instalment 1 is paid by the order that holds the appointment/stay (its purpose);
 * later ones by orders of purpose 'plan_instalment'. Overdue is read from the instalments' due dates.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The opaque token of /flexible-payment-success (never the id). */
    reference: text('reference').notNull().unique(),
    purpose: text('purpose').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    stayId: uuid('stay_id'),
    option: text('option').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('awaiting_first'),
    lang: text('lang').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_plans_purpose', sql`${t.purpose} in ('appointment', 'stay')`),
    check('payment_plans_option', sql`${t.option} in ('deposit', 'instalments')`),
    check('payment_plans_status', sql`${t.status} in ('awaiting_first', 'active', 'completed', 'cancelled')`),
    check('payment_plans_total', sql`${t.totalMinor} > 0`),
    check('payment_plans_lang', sql`${t.lang} in ('es', 'en')`),
    index('payment_plans_appointment_idx').on(t.appointmentId),
    index('payment_plans_stay_idx').on(t.stayId),
    index('payment_plans_created_idx').on(t.createdAt),
  ],
);

export const paymentPlanInstalments = pgTable(
  'payment_plan_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    dueAt: tz('due_at').notNull(),
    /** due, paid, cancelled (overdue = due past its due date). */
    status: text('status').notNull().default('due'),
    paidOrderId: uuid('paid_order_id').references((): AnyPgColumn => paymentOrders.id, {
      onDelete: 'set null',
    }),
    paidAt: tz('paid_at'),
    overdueNotifiedAt: tz('overdue_notified_at'),
  },
  (t) => [
    check('payment_plan_instalments_amount', sql`${t.amountMinor} > 0`),
    check('payment_plan_instalments_status', sql`${t.status} in ('due', 'paid', 'cancelled')`),
    uniqueIndex('payment_plan_instalments_seq').on(t.planId, t.seq),
  ],
);

/** Every verified webhook, once per (provider, event id): a replay inserts nothing and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
    /** applied, no_change, ignored, order_not_found, amount_mismatch, slot_taken_refund… */
    outcome: text('outcome').notNull().default('received'),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event').on(t.provider, t.eventId),
    index('payment_events_order_idx').on(t.orderId),
    index('payment_events_received_idx').on(t.provider, t.receivedAt),
  ],
);

/**
 * Refunds, one row per idempotency key: `pending` while the provider is asked (its amount already counted in
 * the order's refunded_minor), then `succeeded` or `failed` (the amount given back to the order).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdBy: text('created_by').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_refunds_amount', sql`${t.amountMinor} > 0`),
    check('payment_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    index('payment_refunds_order_idx').on(t.orderId),
    // The reports (migration 0016, ADR 027): succeeded refunds by when they were made.
    index('payment_refunds_status_created_idx').on(t.status, t.createdAt),
  ],
);

/* ---------- The built-in sandbox provider's own state (it plays the provider's side) ---------- */

/** The sandbox's webhook secret when SANDBOX_WEBHOOK_SECRET is unset: generated once per installation. */
export const sandboxSettings = pgTable(
  'sandbox_settings',
  {
    id: integer('id').primaryKey().default(1),
    webhookSecret: text('webhook_secret').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [check('sandbox_settings_single_row', sql`${t.id} = 1`)],
);

export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    status: text('status').notNull().default('open'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    lang: text('lang').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    methods: jsonb('methods').$type<{ card: boolean; oxxo: boolean; installments: boolean }>().notNull(),
    expiresAt: tz('expires_at').notNull(),
    method: text('method'),
    paymentId: text('payment_id'),
    voucherReference: text('voucher_reference'),
    voucherExpiresAt: tz('voucher_expires_at'),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'sandbox_checkouts_status',
      sql`${t.status} in ('open', 'voucher_pending', 'paid', 'failed', 'abandoned', 'expired')`,
    ),
  ],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  checkoutId: text('checkout_id')
    .notNull()
    .references(() => sandboxCheckouts.id, { onDelete: 'cascade' }),
  amountMinor: integer('amount_minor').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentPlanRow = typeof paymentPlans.$inferSelect;
export type PaymentInstalmentRow = typeof paymentPlanInstalments.$inferSelect;
export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
