import type { PaymentOrderRow } from '../schema';

/**
 * Why the provider cannot give this order's money back, or null when it can (ADR 022): payments the owner took
 * by hand, and OXXO cash vouchers (Stripe and Mercado Pago cannot refund them to a card).
 */
export function manualCause(order: PaymentOrderRow): 'oxxo' | 'manual' | null {
  if (order.manualBy !== null || !order.providerPaymentId) return 'manual';
  if (order.method === 'oxxo' || order.voucher !== null) return 'oxxo';
  return null;
}
