import { pickText } from '@contracts/content';
import type { PaymentAppointmentSummary, SandboxCheckout } from '@contracts/payments';
import { useI18n } from '@web/lib/i18n';
import { formatInstant, formatMoney, visitorZone, zoneName } from '../format';

/**
 * The left column of the hosted checkout: what is being paid, when, and the total. The service and its time
 * come from the order's public status when it is an appointment; otherwise the checkout's own description.
 */
export function OrderSummary(props: {
  checkout: SandboxCheckout;
  appointment: PaymentAppointmentSummary | null;
}) {
  const { t, lang } = useI18n();
  const { checkout, appointment } = props;
  const zone = appointment?.timeZone ?? visitorZone();
  const total = formatMoney(checkout.amountMinor, checkout.currency, lang);
  return (
    <section aria-labelledby="sandbox-summary" className="space-y-5">
      <h2 id="sandbox-summary" className="text-sm font-medium text-muted-foreground">
        {t('payments.sandbox.summary.heading')}
      </h2>
      <p className="font-display text-4xl tracking-tight tabular-nums" data-testid="checkout-total">
        {total}
      </p>
      <dl className="space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('payments.sandbox.summary.service')}</dt>
          <dd className="text-right font-medium" data-testid="checkout-service">
            {appointment ? pickText(appointment.serviceName, lang) : checkout.description}
          </dd>
        </div>
        {appointment ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('payments.sandbox.summary.when')}</dt>
            <dd className="text-right">
              <time dateTime={appointment.start} data-testid="checkout-when">
                {t('payments.common.timeWithZone', {
                  time: formatInstant(appointment.start, lang, zone, 'full'),
                  zone: zoneName(appointment.start, lang, zone),
                })}
              </time>
            </dd>
          </div>
        ) : null}
        {appointment ? (
          // The checkout's own line (issue 14): what this payment is — all of it, a deposit with the balance's
          // due date, or instalment k of n — as the provider's page shows it.
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('payments.sandbox.summary.concept')}</dt>
            <dd className="text-right" data-testid="checkout-description">
              {checkout.description}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('payments.sandbox.summary.email')}</dt>
          <dd className="min-w-0 truncate text-right">{checkout.customerEmail}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3 text-base font-semibold">
          <dt>{t('payments.sandbox.summary.total')}</dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
      </dl>
      {checkout.status !== 'open' ? null : (
        <p className="text-xs text-muted-foreground">
          {t('payments.sandbox.summary.expires', {
            date: formatInstant(checkout.expiresAt, lang, visitorZone()),
          })}
        </p>
      )}
    </section>
  );
}
