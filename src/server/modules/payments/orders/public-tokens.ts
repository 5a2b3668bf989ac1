import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { paymentOrders, paymentPlans } from '../schema';

/**
 * Whether an opaque public value exists: a payment's reference (/payment-success) or a plan's token
 * (/flexible-payment-success). Knowing the value is what lets a visitor read its status, and follow it live.
 */
export async function publicTokenExists(db: Db, kind: 'payment' | 'plan', value: string): Promise<boolean> {
  const table = kind === 'payment' ? paymentOrders : paymentPlans;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.reference, value)).limit(1);
  return rows.length > 0;
}
