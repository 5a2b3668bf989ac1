import type { paymentRoutes } from '@contracts/api/payments';
import type { PublicPayment } from '@contracts/payments';
import { pathOf } from '@contracts/route';
import { Download } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { DetailRow } from '../detail-row';
import { formatInstant, formatMoney, visitorZone } from '../format';
import { SubjectRows } from '../subject-rows';
import { methodKey } from '../labels';

// The receipt's route template, checked against its contract by type only (no zod on the public page).
const receiptPath: (typeof paymentRoutes)['receipt']['path'] = '/payments/{reference}/receipt.pdf';

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
        {appointment || stay ? (
          <SubjectRows appointment={appointment} stay={stay} zone={zone} testIdPrefix="payment" />
        ) : (
          <DetailRow label={t('payments.success.summary.service')}>
            {t(`payments.common.purposes.${p.purpose}`)}
          </DetailRow>
        )}
        <DetailRow label={t('payments.success.summary.amount')} testId="payment-amount">
          <span className="tabular-nums">
            {formatMoney(receipt?.amountMinor ?? p.amountMinor, receipt?.currency ?? p.currency, lang)}
          </span>
        </DetailRow>
        {p.method || receipt?.method ? (
          <DetailRow label={t('payments.success.summary.method')}>
            {t(methodKey(receipt?.method ?? p.method))}
          </DetailRow>
        ) : null}
        {receipt ? (
          <>
            <DetailRow label={t('payments.success.summary.paidAt')}>
              <time dateTime={receipt.paidAt}>{formatInstant(receipt.paidAt, lang, zone)}</time>
            </DetailRow>
            <DetailRow label={t('payments.success.summary.receiptNumber')} testId="receipt-number">
              <span className="font-mono">{receipt.number}</span>
            </DetailRow>
          </>
        ) : null}
        {p.refundedMinor > 0 ? (
          <DetailRow label={t('payments.success.summary.refunded')}>
            <span className="tabular-nums">{formatMoney(p.refundedMinor, p.currency, lang)}</span>
          </DetailRow>
        ) : null}
        <DetailRow label={t('payments.success.summary.reference')}>
          <code className="font-mono text-xs break-all">{p.reference}</code>
        </DetailRow>
      </dl>
      {receipt ? (
        <a
          href={pathOf(receiptPath, { reference: p.reference }, { lang })}
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
