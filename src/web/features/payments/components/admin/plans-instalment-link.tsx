import { paymentPlanPagePaths } from '@contracts/payment-plans';
import { ExternalLink } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';

/** "Instalment 2 of 3" for a payment that pays part of a plan; opens the plan's page in a new tab. */
export function PlanInstalmentLink(props: {
  plan: { reference: string; seq: number; count: number };
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <a
      href={paymentPlanPagePaths.status(props.plan.reference)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="payment-plan-link"
      title={t('payments.admin.openPlan')}
      className={cn(
        'inline-flex items-center gap-1 rounded font-medium text-accent-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        props.className,
      )}
      onClick={(event) => event.stopPropagation()}
    >
      {t('payments.admin.planInstalment', { seq: props.plan.seq, count: props.plan.count })}
      <ExternalLink aria-hidden className="size-3 shrink-0" />
      <span className="sr-only">{t('payments.admin.openPlan')}</span>
    </a>
  );
}
