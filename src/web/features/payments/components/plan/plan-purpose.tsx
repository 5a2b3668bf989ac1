import { pickText } from '@contracts/content';
import type { PublicPlan } from '@contracts/payment-plans';
import type { ReactNode } from 'react';
import { useI18n } from '@web/lib/i18n';
import { formatInstant, localeOf, visitorZone, zoneName } from '../format';

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

/** A stay's date (YYYY-MM-DD, a calendar day at the property), written out in full. */
export function formatStayDay(date: string, lang: 'es' | 'en'): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

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
  const zone = appointment?.timeZone ?? visitorZone();
  return (
    <section aria-labelledby="plan-purpose" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id="plan-purpose" className="font-display text-xl">
        {t('payments.flexible.summary.heading')}
      </h2>
      <dl className="mt-2 divide-y divide-border">
        {appointment ? (
          <>
            <Row label={t('payments.success.summary.service')} testId="plan-service">
              {pickText(appointment.serviceName, lang)}
            </Row>
            <Row label={t('payments.success.summary.when')}>
              <time dateTime={appointment.start} data-testid="plan-when">
                {t('payments.common.timeWithZone', {
                  time: formatInstant(appointment.start, lang, zone, 'full'),
                  zone: zoneName(appointment.start, lang, zone),
                })}
              </time>
            </Row>
          </>
        ) : null}
        {stay ? (
          <>
            <Row label={t('payments.success.summary.property')} testId="plan-property">
              {stay.propertyName}
            </Row>
            <Row label={t('payments.success.summary.checkIn')}>
              <time dateTime={stay.checkIn} data-testid="plan-check-in">
                {formatStayDay(stay.checkIn, lang)}
              </time>
            </Row>
            <Row label={t('payments.success.summary.checkOut')}>
              <time dateTime={stay.checkOut} data-testid="plan-check-out">
                {formatStayDay(stay.checkOut, lang)}
              </time>
            </Row>
            <Row label={t('payments.success.summary.nights')} testId="plan-nights">
              <span className="tabular-nums">{stay.nights}</span>
            </Row>
            <Row label={t('payments.success.summary.guests')} testId="plan-guests">
              <span className="tabular-nums">{stay.guests}</span>
            </Row>
          </>
        ) : null}
        <Row label={t('payments.flexible.summary.option')} testId="plan-option">
          {optionLabel(props.plan)}
        </Row>
        <Row label={t('payments.flexible.summary.reference')}>
          <code className="font-mono text-xs break-all">{props.plan.reference}</code>
        </Row>
      </dl>
    </section>
  );
}
