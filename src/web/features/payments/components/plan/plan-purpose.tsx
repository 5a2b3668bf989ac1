import { pickText } from '@contracts/content';
import type { PublicPlan } from '@contracts/payment-plans';
import { useI18n } from '@web/lib/i18n';
import { DetailRow } from '../detail-row';
import { formatInstant, formatStayDay, zoneName } from '../format';
import { planZone } from './plan-view';

/** The option's name: "Deposit and balance" or "3 instalments". */
export function useOptionLabel() {
  const { t } = useI18n();
  return (plan: Pick<PublicPlan, 'option' | 'instalments'>) =>
    plan.option === 'deposit'
      ? t('payments.flexible.options.deposit')
      : t('payments.flexible.options.instalments', { count: plan.instalments.length });
}

/** What a plan pays for (the appointment and its time, or the stay), how, and its reference. */
export function PlanPurpose(props: { plan: PublicPlan }) {
  const { t, lang } = useI18n();
  const optionLabel = useOptionLabel();
  const { appointment, stay } = props.plan;
  const zone = planZone(props.plan);
  return (
    <section aria-labelledby="plan-purpose" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id="plan-purpose" className="font-display text-xl">
        {t('payments.flexible.summary.heading')}
      </h2>
      <dl className="mt-2 divide-y divide-border">
        {appointment ? (
          <>
            <DetailRow label={t('payments.success.summary.service')} testId="plan-service">
              {pickText(appointment.serviceName, lang)}
            </DetailRow>
            <DetailRow label={t('payments.success.summary.when')}>
              <time dateTime={appointment.start} data-testid="plan-when">
                {t('payments.common.timeWithZone', {
                  time: formatInstant(appointment.start, lang, zone, 'full'),
                  zone: zoneName(appointment.start, lang, zone),
                })}
              </time>
            </DetailRow>
          </>
        ) : null}
        {stay ? (
          <>
            <DetailRow label={t('payments.success.summary.property')} testId="plan-property">
              {stay.propertyName}
            </DetailRow>
            <DetailRow label={t('payments.success.summary.checkIn')}>
              <time dateTime={stay.checkIn} data-testid="plan-check-in">
                {formatStayDay(stay.checkIn, lang)}
              </time>
            </DetailRow>
            <DetailRow label={t('payments.success.summary.checkOut')}>
              <time dateTime={stay.checkOut} data-testid="plan-check-out">
                {formatStayDay(stay.checkOut, lang)}
              </time>
            </DetailRow>
            <DetailRow label={t('payments.success.summary.nights')} testId="plan-nights">
              <span className="tabular-nums">{stay.nights}</span>
            </DetailRow>
            <DetailRow label={t('payments.success.summary.guests')} testId="plan-guests">
              <span className="tabular-nums">{stay.guests}</span>
            </DetailRow>
          </>
        ) : null}
        <DetailRow label={t('payments.flexible.summary.option')} testId="plan-option">
          {optionLabel(props.plan)}
        </DetailRow>
        <DetailRow label={t('payments.flexible.summary.reference')}>
          <code className="font-mono text-xs break-all">{props.plan.reference}</code>
        </DetailRow>
      </dl>
    </section>
  );
}
