import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { paymentOrders, paymentRefunds } from '../schema';

export interface ContactPaymentRow {
  id: string;
  purpose: string;
  status: string;
  amountMinor: number;
  currency: string;
  method: string | null;
  receiptNumber: string | null;
  /** When it was paid, or when the order was opened for one never paid. */
  at: Date;
}

export interface ContactRefundRow {
  id: string;
  status: string;
  amountMinor: number;
  currency: string;
  createdAt: Date;
}

const emailIn = (emails: string[]) =>
  sql`lower(${paymentOrders.customerEmail}) in (${sql.join(
    emails.map((email) => sql`${email.trim().toLowerCase()}`),
    sql`, `,
  )})`;

/**
 * The orders and refunds of a person by any of their e-mails (lower-case), newest first — a contact's timeline
 * (ADR 046). Orders that never took money (open, failed, expired) are left out: they were attempts, not payments.
 */
export async function paymentsForEmails(
  db: DbOrTx,
  emails: string[],
): Promise<{ payments: ContactPaymentRow[]; refunds: ContactRefundRow[] }> {
  if (emails.length === 0) return { payments: [], refunds: [] };
  const payments = await db
    .select({
      id: paymentOrders.id,
      purpose: paymentOrders.purpose,
      status: paymentOrders.status,
      amountMinor: paymentOrders.amountMinor,
      currency: paymentOrders.currency,
      method: paymentOrders.method,
      receiptNumber: paymentOrders.receiptNumber,
      at: sql<Date>`coalesce(${paymentOrders.paidAt}, ${paymentOrders.createdAt})`.mapWith(
        paymentOrders.createdAt,
      ),
    })
    .from(paymentOrders)
    .where(
      sql`${emailIn(emails)} and ${paymentOrders.status} in ('pending', 'paid', 'refunded', 'partially_refunded')`,
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(200);
  const refunds = await db
    .select({
      id: paymentRefunds.id,
      status: paymentRefunds.status,
      amountMinor: paymentRefunds.amountMinor,
      currency: paymentOrders.currency,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
    .where(emailIn(emails))
    .orderBy(desc(paymentRefunds.createdAt))
    .limit(200);
  return { payments, refunds };
}
