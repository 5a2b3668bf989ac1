import { bookingFieldErrorCodes, type AppointmentStatus } from '@contracts/booking';
import { INVALID_CHARACTERS } from '@contracts/text';
import type { I18n, MessageKey } from '@web/lib/i18n';
import { ApiError } from '@web/lib/api';

const known = new Set<string>(bookingFieldErrorCodes);

/** A 400 field code in the UI language ("invalid_email" → "Enter a valid e-mail address"). */
export function fieldErrorText(t: I18n['t'], code: string | undefined): string {
  if (!code) return '';
  return known.has(code) || code === 'invalid_url' || code === INVALID_CHARACTERS
    ? t(`booking.errors.fields.${code}` as MessageKey)
    : t('booking.errors.fields.invalid');
}

/** The first message of each field of a 400, translated; empty for other errors. */
export function fieldErrorsOf(t: I18n['t'], error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const out: Record<string, string> = {};
  for (const [field, codes] of Object.entries(error.fields)) out[field] = fieldErrorText(t, codes[0]);
  return out;
}

/** A sentence for any failed request: conflicts and limits by code, everything else in general terms. */
export function errorText(t: I18n['t'], error: unknown): string {
  if (!(error instanceof ApiError)) return t('booking.errors.generic');
  switch (error.code) {
    case 'slot_taken':
      return t('booking.errors.slotTaken');
    case 'cancel_cutoff':
      return t('booking.errors.cancelCutoff');
    case 'refund_changed':
      return t('booking.errors.refundChanged');
    case 'not_changeable':
      return t('booking.errors.notChangeable');
    case 'checkout_in_progress':
      return t('booking.errors.checkoutInProgress');
    case 'rate_limited':
      return t('booking.errors.rateLimited');
    case 'not_found':
      return t('booking.errors.notFound');
    case 'network_error':
      return t('booking.errors.network');
    case 'validation_failed': {
      const first = error.fields ? Object.values(error.fields)[0]?.[0] : undefined;
      return first ? fieldErrorText(t, first) : t('booking.errors.generic');
    }
    default:
      return t('booking.errors.generic');
  }
}

export const statusKey = (status: AppointmentStatus) => `booking.status.${status}` as MessageKey;
