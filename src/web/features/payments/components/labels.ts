import { appointmentStatuses, type AppointmentStatus } from '@contracts/booking';
import type { PaymentMethodName, PaymentProviderName, PaymentStatus } from '@contracts/payments';
import type { MessageKey } from '@web/lib/i18n';

export const statusKey = (status: PaymentStatus): MessageKey => `payments.common.statuses.${status}`;
export const methodKey = (method: PaymentMethodName | null): MessageKey =>
  method ? `payments.common.methods.${method}` : 'payments.common.methods.none';
export const providerKey = (provider: PaymentProviderName): MessageKey =>
  `payments.common.providers.${provider}`;

/** An appointment's status as the booking messages name it (the raw value for one this version does not know). */
export function appointmentStatusLabel(status: string, t: (key: MessageKey) => string): string {
  return (appointmentStatuses as readonly string[]).includes(status)
    ? t(`booking.status.${status as AppointmentStatus}`)
    : status;
}

const legacyReasons: Record<string, string> = {
  'The time was taken before the payment arrived': 'time_taken',
  'Cancelled: refund per the cancellation policy': 'cancellation_policy',
};
const manualMethods = new Set(['cash', 'transfer', 'other']);

/**
 * A refund's reason as the owner reads it: the server stores codes for the refunds it makes (`time_taken`,
 * `cancellation_policy`, `manual:<method>` plus the owner's note), and the owner's own words otherwise.
 */
export function refundReasonText(
  reason: string,
  t: (key: MessageKey, vars?: Record<string, string>) => string,
) {
  const code = legacyReasons[reason] ?? reason;
  if (code === 'time_taken') return t('payments.admin.detail.reasons.timeTaken');
  if (code === 'cancellation_policy') return t('payments.admin.detail.reasons.cancellationPolicy');
  if (code === 'refunded_at_provider') return t('payments.admin.detail.reasons.refundedAtProvider');
  const manual =
    /^manual:(\w+)(?:\n([\s\S]*))?$/.exec(code) ?? /^Manual refund \((\w+)\)(?:: ([\s\S]*))?$/.exec(code);
  if (manual && manualMethods.has(manual[1]!)) {
    const method = t(`payments.admin.refunds.methods.${manual[1] as 'cash' | 'transfer' | 'other'}`);
    const head = t('payments.admin.detail.reasons.manual', { method });
    return manual[2] ? `${head}: ${manual[2]}` : head;
  }
  return reason;
}
