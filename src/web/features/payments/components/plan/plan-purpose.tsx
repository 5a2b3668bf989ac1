import type { PublicPlan } from '@contracts/payment-plans';
import { useI18n } from '@web/lib/i18n';
import { DetailRow } from '../detail-row';
import { SubjectRows } from '../subject-rows';
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
  const { t } = useI18n();
  const optionLabel = useOptionLabel();
  const { appointment, stay } = props.plan;
  const zone = planZone(props.plan);
  return (
    <section aria-labelledby="plan-purpose" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id="plan-purpose" className="font-display text-xl">
        {t('payments.flexible.summary.heading')}
      </h2>
      <dl className="mt-2 divide-y divide-border">
        <SubjectRows appointment={appointment} stay={stay} zone={zone} testIdPrefix="plan" />
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
