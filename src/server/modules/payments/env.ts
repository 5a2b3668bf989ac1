import type { PaymentAppointmentSummary, PaymentPurpose, PaymentStaySummary } from '@contracts/payments';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { ProviderRegistry } from './providers';
import type { PaymentOrderRow } from './schema';

/**
 * What an order pays for answers through these hooks (app.ts wires booking's lifecycle to them), so payments
 * never reaches into another module. They run inside payments' transactions and must not call providers.
 */
/**
 * What an order pays for, as mails, receipts and the status page show it. A stay's describe fills the
 * appointment-shaped fields too (its name and check-in/check-out instants), plus `stay` and its `retryPath`.
 */
export type OrderSummary = PaymentAppointmentSummary & {
  id: string;
  stay?: PaymentStaySummary;
  /** Where to start again after a failed or expired payment (default: the booking page of the service). */
  retryPath?: string;
};

export interface OrderHooks {
  /** The order is paid: confirm what it pays for. `ok: false` when that can no longer be given (→ refund). */
  onPaid(tx: DbOrTx, order: PaymentOrderRow): Promise<{ ok: true } | { ok: false; reason: string }>;
  /**
   * A voucher (or a payment in review) waits until `until`: keep the purchase held that long. False when
   * nothing is held any more (the hold already lapsed): the order is then closed as expired.
   */
  onPending(tx: DbOrTx, order: PaymentOrderRow, until: Date): Promise<boolean>;
  /** The payment failed, was abandoned or expired: release what was held. */
  onReleased(tx: DbOrTx, order: PaymentOrderRow, reason: 'failed' | 'expired'): Promise<void>;
  /** What the orders pay for, by the purpose's id (for the status page, mails and the admin list). */
  describe(db: DbOrTx, ids: string[]): Promise<Map<string, OrderSummary>>;
}

export interface PaymentsEnv {
  db: Db;
  siteUrl: URL;
  siteName: string;
  clock: () => Date;
  providers: ProviderRegistry;
  hooks: Partial<Record<PaymentPurpose, OrderHooks>>;
  /** The owner's name and address (alerts go there). */
  owner(db: DbOrTx): Promise<{ name: string; email: string }>;
}

export function hooksFor(env: PaymentsEnv, order: PaymentOrderRow): OrderHooks {
  const hooks = env.hooks[order.purpose as PaymentPurpose];
  if (!hooks) throw new Error(`payments: nothing handles orders for "${order.purpose}"`);
  return hooks;
}
