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
