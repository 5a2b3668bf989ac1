import { pickText } from '@contracts/content';
import type { PaymentAppointmentSummary, PaymentStaySummary } from '@contracts/payments';
import { useI18n } from '@web/lib/i18n';
import { DetailRow } from './detail-row';
import { formatInstant, formatStayDay, zoneName } from './format';

/**
 * What a payment or a plan pays for, as rows of a `dl`: the service and its time (in `zone`), or the stay's
 * property, dates, nights and guests. Test ids are `<prefix>-service`, `<prefix>-when`, `<prefix>-property`…
 */
export function SubjectRows(props: {
  appointment: PaymentAppointmentSummary | null;
  stay: PaymentStaySummary | null;
  zone: string;
  testIdPrefix: 'payment' | 'plan';
}) {
  const { t, lang } = useI18n();
  const { appointment, stay, zone } = props;
  const id = (name: string) => `${props.testIdPrefix}-${name}`;
  if (appointment)
    return (
      <>
        <DetailRow label={t('payments.success.summary.service')} testId={id('service')}>
          {pickText(appointment.serviceName, lang)}
        </DetailRow>
        <DetailRow label={t('payments.success.summary.when')}>
          <time dateTime={appointment.start} data-testid={id('when')}>
            {t('payments.common.timeWithZone', {
              time: formatInstant(appointment.start, lang, zone, 'full'),
              zone: zoneName(appointment.start, lang, zone),
            })}
          </time>
        </DetailRow>
      </>
    );
  if (!stay) return null;
  return (
    <>
      <DetailRow label={t('payments.success.summary.property')} testId={id('property')}>
        {stay.propertyName}
      </DetailRow>
      <DetailRow label={t('payments.success.summary.checkIn')}>
        <time dateTime={stay.checkIn} data-testid={id('check-in')}>
          {formatStayDay(stay.checkIn, lang)}
        </time>
      </DetailRow>
      <DetailRow label={t('payments.success.summary.checkOut')}>
        <time dateTime={stay.checkOut} data-testid={id('check-out')}>
          {formatStayDay(stay.checkOut, lang)}
        </time>
      </DetailRow>
      <DetailRow label={t('payments.success.summary.nights')} testId={id('nights')}>
        <span className="tabular-nums">{stay.nights}</span>
      </DetailRow>
      <DetailRow label={t('payments.success.summary.guests')} testId={id('guests')}>
        <span className="tabular-nums">{stay.guests}</span>
      </DetailRow>
    </>
  );
}
