import { pickText, type LocalizedText } from '@contracts/content';
import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import type { PaymentPurpose, PaymentStaySummary } from '@contracts/payments';
import { useI18n } from '@web/lib/i18n';
import { formatInstant, formatStayDay } from '../format';

/**
 * What a payment or a plan pays for, in a table cell: the service and its time, or the stay's property, check-in
 * and nights; the purpose's name when neither is known (say, a deleted appointment).
 */
export function PurposeCell(props: {
  purpose: PaymentPurpose;
  appointment?: { serviceName: LocalizedText; start: string } | null;
  stay?: PaymentStaySummary | null;
}) {
  const { lang, t } = useI18n();
  const line = (main: string, sub: string) => (
    <>
      <span className="block truncate">{main}</span>
      <span className="block truncate text-xs text-muted-foreground">{sub}</span>
    </>
  );
  if (props.appointment)
    return line(
      pickText(props.appointment.serviceName, lang),
      formatInstant(props.appointment.start, lang, BUSINESS_TIME_ZONE),
    );
  if (props.stay)
    return line(
      props.stay.propertyName,
      `${formatStayDay(props.stay.checkIn, lang)} · ${t('payments.admin.plans.stay', {
        nights: props.stay.nights,
        guests: props.stay.guests,
      })}`,
    );
  return <span className="block truncate">{t(`payments.common.purposes.${props.purpose}`)}</span>;
}
