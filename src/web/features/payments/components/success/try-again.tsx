import type { PublicPayment } from '@contracts/payments';
import { LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { useI18n } from '@web/lib/i18n';
import { useRetryPayment } from '../../api/retry';
import { paymentErrorKey } from '../errors';
import { formatInstant, visitorZone, zoneName } from '../format';

/**
 * A declined payment whose time is still held (ADR 024): until when, and "try again", which opens the next
 * checkout of the same order (the server makes a double click one checkout) and goes there.
 */
export function TryAgain(props: { payment: PublicPayment }) {
  const { t, lang } = useI18n();
  const p = props.payment;
  const zone = p.appointment?.timeZone ?? visitorZone();
  const retry = useRetryPayment(p.reference, (checkoutUrl) => window.location.assign(checkoutUrl));
  const busy = retry.isPending || retry.isSuccess;
  return (
    <div className="space-y-4" data-testid="payment-declined">
      {p.payableUntil ? (
        <p className="text-muted-foreground" data-testid="payable-until">
          {t(
            p.purpose === 'stay' || p.stay
              ? 'payments.success.stay.until'
              : 'payments.success.declined.until',
            {
              time: `${formatInstant(p.payableUntil, lang, zone)} (${zoneName(p.payableUntil, lang, zone)})`,
            },
          )}
        </p>
      ) : null}
      {retry.isError ? (
        <Notice tone="error" role="alert">
          <p>{t(paymentErrorKey(retry.error))}</p>
        </Notice>
      ) : null}
      <Button type="button" disabled={busy} onClick={() => retry.mutate()} data-testid="payment-try-again">
        {busy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : <RotateCcw aria-hidden />}
        {busy ? t('payments.success.declined.retrying') : t('payments.success.declined.retry')}
      </Button>
    </div>
  );
}
