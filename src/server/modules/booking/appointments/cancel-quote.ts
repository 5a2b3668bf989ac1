import {
  FULL_REFUND_POLICY,
  fullRefundUntil,
  refundPercent,
  type CancelQuote,
} from '@contracts/cancellation';
import { refundWindowStart } from './changes';
import type { BookingEnv } from '../context';
import type { AppointmentWithService } from './views';

/**
 * What cancelling now would do with the money (ADR 022), computed by the same rule and allocation as the
 * cancellation itself: the cancel dialog shows this exact amount before the client confirms.
 */
export async function cancelQuote(
  env: BookingEnv,
  booking: AppointmentWithService,
  by: 'owner' | 'client',
): Promise<CancelQuote> {
  const a = booking.appointment;
  const policy = a.cancellationPolicy ?? FULL_REFUND_POLICY;
  const from = refundWindowStart(a);
  const percent = refundPercent(policy, from, env.clock(), by);
  const currency = booking.service.currency;
  const refund = (await env.payments.quoteCancel?.(env.db, a.id, percent, currency)) ?? {
    currency,
    paidMinor: 0,
    percent,
    refundMinor: 0,
    automaticMinor: 0,
    manualMinor: 0,
    keptMinor: 0,
  };
  return { refund, policy, fullRefundUntil: fullRefundUntil(policy, from).toISOString() };
}
