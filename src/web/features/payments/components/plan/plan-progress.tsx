import type { PublicPlan } from '@contracts/payment-plans';
import { useI18n } from '@web/lib/i18n';
import { formatMoney } from '../format';
import { PaidBar } from './progress-bar';
import { formatDueDate, paidPercent } from './plan-view';

/** Paid, remaining and total, a bar, and the next payment due (amount and date). */
export function PlanProgress(props: { plan: PublicPlan; zone: string }) {
  const { t, lang } = useI18n();
  const p = props.plan;
  const money = (minor: number) => formatMoney(minor, p.currency, lang);
  const percent = paidPercent(p.paidMinor, p.totalMinor);
  return (
    <section
      aria-labelledby="plan-progress-heading"
      className="space-y-4 rounded-2xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="plan-progress-heading" className="font-display text-xl">
          {t('payments.flexible.progress.heading')}
        </h2>
        <span className="text-sm text-muted-foreground tabular-nums">
          {t('payments.flexible.progress.percent', { percent })}
        </span>
      </div>
      <PaidBar
        paidMinor={p.paidMinor}
        totalMinor={p.totalMinor}
        label={t('payments.flexible.progress.bar')}
        valueText={t('payments.flexible.progress.amounts', {
          paid: money(p.paidMinor),
          total: money(p.totalMinor),
        })}
        overdue={p.status === 'overdue'}
        className="h-2.5"
      />
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('payments.flexible.progress.paid')}</dt>
          <dd className="font-medium tabular-nums" data-testid="plan-paid">
            {money(p.paidMinor)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('payments.flexible.progress.remaining')}</dt>
          <dd className="font-medium tabular-nums" data-testid="plan-remaining">
            {money(p.remainingMinor)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('payments.flexible.progress.total')}</dt>
          <dd className="font-medium tabular-nums" data-testid="plan-total">
            {money(p.totalMinor)}
          </dd>
        </div>
      </dl>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-border pt-4">
        <span className="text-sm text-muted-foreground">{t('payments.flexible.progress.nextDue')}</span>
        <span className="text-sm font-medium" data-testid="plan-next-due">
          {p.nextDue ? (
            <time dateTime={p.nextDue.dueAt}>
              {t('payments.flexible.progress.nextDueValue', {
                amount: money(p.nextDue.amountMinor),
                date: formatDueDate(p.nextDue.dueAt, lang, props.zone),
              })}
            </time>
          ) : (
            t('payments.flexible.progress.noneDue')
          )}
        </span>
      </p>
    </section>
  );
}
