import type { SandboxCheckout, SandboxCheckoutStatus } from '@contracts/payments';
import type { PaymentMethod, ProviderPaymentState, ProviderPaymentStatus } from './provider';
import type { SandboxCheckoutRow } from '../schema';

/** Every status but open and a waiting voucher is final: no action applies any more. */
export const isFinal = (status: string) => !['open', 'voucher_pending'].includes(status);

/** The stored status, or expired once an open checkout or a pending voucher ran out of time. */
export function effectiveStatus(row: SandboxCheckoutRow, now: Date): SandboxCheckoutStatus {
  const status = row.status as SandboxCheckoutStatus;
  if (status === 'open' && row.expiresAt <= now) return 'expired';
  if (status === 'voucher_pending' && row.voucherExpiresAt && row.voucherExpiresAt <= now) return 'expired';
  return status;
}

const providerStatus: Record<SandboxCheckoutStatus, ProviderPaymentStatus> = {
  open: 'open',
  voucher_pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  // Stripe's and Mercado Pago's abandoned checkouts simply never pay: for the order it is a failure.
  abandoned: 'failed',
  expired: 'expired',
};

/** The checkout as a provider reports it (what the payments service reconciles against). */
export function stateOf(row: SandboxCheckoutRow, now: Date, pageUrl: string): ProviderPaymentState {
  const status = effectiveStatus(row, now);
  return {
    status: status === 'paid' && row.refundedMinor >= row.amountMinor ? 'refunded' : providerStatus[status],
    providerPaymentId: row.paymentId,
    orderId: row.orderId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    method: (row.method as PaymentMethod | null) ?? null,
    voucher: row.voucherReference
      ? { reference: row.voucherReference, url: pageUrl, expiresAt: row.voucherExpiresAt }
      : null,
  };
}

/** The hosted page's view of a checkout. */
export function toDto(row: SandboxCheckoutRow, now: Date): SandboxCheckout {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    status,
    final: isFinal(status),
    amountMinor: row.amountMinor,
    currency: row.currency,
    description: row.description,
    language: row.lang === 'en' ? 'en' : 'es',
    customerEmail: row.customerEmail,
    methods: row.methods,
    expiresAt: row.expiresAt.toISOString(),
    voucher:
      row.voucherReference && row.voucherExpiresAt
        ? { reference: row.voucherReference, expiresAt: row.voucherExpiresAt.toISOString() }
        : null,
    returnUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
  };
}
