import { pickText } from '@contracts/content';
import { paymentPaths, type PublicPayment } from '@contracts/payments';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '@web/lib/i18n';
import { formatInstant, formatMoney, visitorZone, zoneName } from '../format';
import { methodKey } from '../labels';

function Row(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="text-sm text-muted-foreground">{props.label}</dt>
      <dd className="text-sm font-medium sm:text-right" data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}

/** A stay's date (YYYY-MM-DD, a calendar day at the property): "lunes, 1 de marzo de 2027". */
function formatDay(date: string, lang: 'es' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** What a payment paid for and how: service and time (or the stay), amount, method, receipt; shown under every state. */
export function PaymentDetails(props: { payment: PublicPayment }) {
  const { t, lang } = useI18n();
  const p = props.payment;
  const appointment = p.appointment;
  const stay = p.stay ?? null;
  const zone = appointment?.timeZone ?? visitorZone();
  const receipt = p.receipt;
  return (
    <section
      aria-labelledby="payment-details"
      className="rounded-2xl border border-border bg-card p-5 sm:p-6"
    >
      <h2 id="payment-details" className="font-display text-xl">
        {t('payments.success.summary.heading')}
      </h2>
      <dl className="mt-2 divide-y divide-border">
        {appointment ? (
          <>
            <Row label={t('payments.success.summary.service')} testId="payment-service">
              {pickText(appointment.serviceName, lang)}
            </Row>
            <Row label={t('payments.success.summary.when')}>
              <time dateTime={appointment.start} data-testid="payment-when">
                {t('payments.common.timeWithZone', {
                  time: formatInstant(appointment.start, lang, zone, 'full'),
                  zone: zoneName(appointment.start, lang, zone),
                })}
              </time>
            </Row>
          </>
        ) : stay ? (
          <>
            <Row label={t('payments.success.summary.property')} testId="payment-property">
              {stay.propertyName}
            </Row>
            <Row label={t('payments.success.summary.checkIn')}>
              <time dateTime={stay.checkIn} data-testid="payment-check-in">
                {formatDay(stay.checkIn, lang)}
              </time>
            </Row>
            <Row label={t('payments.success.summary.checkOut')}>
              <time dateTime={stay.checkOut} data-testid="payment-check-out">
                {formatDay(stay.checkOut, lang)}
              </time>
            </Row>
            <Row label={t('payments.success.summary.nights')} testId="payment-nights">
              <span className="tabular-nums">{stay.nights}</span>
            </Row>
            <Row label={t('payments.success.summary.guests')} testId="payment-guests">
              <span className="tabular-nums">{stay.guests}</span>
            </Row>
          </>
        ) : (
          <Row label={t('payments.success.summary.service')}>
            {t(`payments.common.purposes.${p.purpose}`)}
          </Row>
        )}
        <Row label={t('payments.success.summary.amount')} testId="payment-amount">
          <span className="tabular-nums">
            {formatMoney(receipt?.amountMinor ?? p.amountMinor, receipt?.currency ?? p.currency, lang)}
          </span>
        </Row>
        {p.method || receipt?.method ? (
          <Row label={t('payments.success.summary.method')}>{t(methodKey(receipt?.method ?? p.method))}</Row>
        ) : null}
        {receipt ? (
          <>
            <Row label={t('payments.success.summary.paidAt')}>
              <time dateTime={receipt.paidAt}>{formatInstant(receipt.paidAt, lang, zone)}</time>
            </Row>
            <Row label={t('payments.success.summary.receiptNumber')} testId="receipt-number">
              <span className="font-mono">{receipt.number}</span>
            </Row>
          </>
        ) : null}
        {p.refundedMinor > 0 ? (
          <Row label={t('payments.success.summary.refunded')}>
            <span className="tabular-nums">{formatMoney(p.refundedMinor, p.currency, lang)}</span>
          </Row>
        ) : null}
        <Row label={t('payments.success.summary.reference')}>
          <code className="font-mono text-xs break-all">{p.reference}</code>
        </Row>
      </dl>
      {receipt ? (
        <a
          href={paymentPaths.receiptPdf(p.reference, lang)}
          download
          data-testid="receipt-pdf"
          className="mt-4 inline-flex items-center gap-2 rounded-full border border-border px-4 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Download aria-hidden className="size-4" />
          {t('payments.success.summary.downloadReceipt')}
        </a>
      ) : null}
    </section>
  );
}
