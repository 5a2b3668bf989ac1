import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentOrders } from '../schema';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A refund the provider cannot make (ADR 022): an OXXO cash payment or one the owner took by hand, owed after a
 * cancellation. The owner returns the money and records it (amount, method, note); until then reminders go out.
 * One per order: a cancellation owes each order's refund once.
 */
export const paymentManualRefunds = pgTable(
  'payment_manual_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** oxxo (cash voucher), manual (the owner marked it paid), provider_failed (the automatic refund failed for good). */
    cause: text('cause').notNull(),
    status: text('status').notNull().default('pending'),
    recordedAmountMinor: integer('recorded_amount_minor'),
    method: text('method'),
    note: text('note'),
    recordedBy: text('recorded_by'),
    recordedAt: tz('recorded_at'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_manual_refunds_amount', sql`${t.amountMinor} > 0`),
    check('payment_manual_refunds_cause', sql`${t.cause} in ('oxxo', 'manual', 'provider_failed')`),
    check('payment_manual_refunds_status', sql`${t.status} in ('pending', 'recorded')`),
    check(
      'payment_manual_refunds_method',
      sql`${t.method} is null or ${t.method} in ('cash', 'transfer', 'other')`,
    ),
    index('payment_manual_refunds_status_idx').on(t.status, t.createdAt),
  ],
);

export type PaymentManualRefundRow = typeof paymentManualRefunds.$inferSelect;
