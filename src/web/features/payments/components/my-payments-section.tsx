import { pickText, type LocalizedText } from '@contracts/content';
import type { MyPayment, MyPlan } from '@contracts/my-payments';
import { paymentPlanPagePaths } from '@contracts/payment-plans';
import { paymentPagePaths, type PaymentStaySummary } from '@contracts/payments';
import { AlertCircle, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { useMyPayments } from '../api/me';
import { PaymentStatusBadge } from './admin/badges';
import { formatInstant, formatMoney, formatStayDay, safeZone } from './format';
import { PlanStatusBadge } from './plan/badges';
import { useOptionLabel } from './plan/plan-purpose';
import { formatDueDate, planZone } from './plan/plan-view';
import { PaidBar } from './plan/progress-bar';

const m = 'payments.mine';
const card = 'rounded-2xl border border-border bg-card p-4 sm:p-5';

/** The dashboard's "Payments": the person's payment plans first, then each payment with its receipt. */
export function MyPaymentsSection() {
  const { t } = useI18n();
  const mine = useMyPayments();

  let body: ReactNode;
  if (mine.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  } else if (mine.isError) {
    body = (
      <Notice tone="error" icon={AlertCircle} title={t(`${m}.errorTitle`)} data-testid="my-payments-error">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void mine.refetch()}
        >
          {t('common.error.retry')}
        </Button>
      </Notice>
    );
  } else if (mine.data.payments.length === 0 && mine.data.plans.length === 0) {
    body = (
      <EmptyState
        icon={Receipt}
        title={t('dashboard.sections.payments.empty')}
        description={t(`${m}.emptyHint`)}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/calendar-booking">{t(`${m}.book`)}</Link>
          </Button>
        }
        className="py-10"
      />
    );
  } else {
    const { plans, payments } = mine.data;
    body = (
      <div className="space-y-8">
        {plans.length > 0 ? (
          <section aria-labelledby="my-plans" className="space-y-3">
            <h3 id="my-plans" className="text-sm font-semibold">
              {t(`${m}.plansTitle`)}
            </h3>
            <ul className="grid gap-3 md:grid-cols-2" data-testid="my-plans">
              {plans.map((plan) => (
                <PlanItem key={plan.reference} plan={plan} />
              ))}
            </ul>
          </section>
        ) : null}
        {payments.length > 0 ? (
          <section aria-labelledby="my-payment-list" className="space-y-3">
            <h3 id="my-payment-list" className="text-sm font-semibold">
              {t(`${m}.paymentsTitle`)}
            </h3>
            <ul className="divide-y divide-border rounded-2xl border border-border" data-testid="my-payments">
              {payments.map((payment) => (
                <PaymentItem key={payment.reference} payment={payment} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="dashboard-payments" className="space-y-6" data-testid="my-payments-section">
      <div className="space-y-1">
        <h2 id="dashboard-payments" className="font-display text-2xl">
          {t('dashboard.sections.payments.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t(`${m}.description`)}</p>
      </div>
      {body}
    </section>
  );
}

/** What a payment or plan is for, as a main line and a detail line (in the zone the appointment was booked in). */
function useSubject() {
  const { lang, t } = useI18n();
  return (
    appointment: { serviceName: LocalizedText; start: string; timeZone: string } | null,
    stay: PaymentStaySummary | null,
    fallback: string,
  ): { main: string; sub: string | null } => {
    if (appointment)
      return {
        main: pickText(appointment.serviceName, lang),
        sub: formatInstant(appointment.start, lang, safeZone(appointment.timeZone)),
      };
    if (stay)
      return {
        main: stay.propertyName,
        sub: `${formatStayDay(stay.checkIn, lang)} · ${t('payments.admin.plans.stay', {
          nights: stay.nights,
          guests: stay.guests,
        })}`,
      };
    return { main: fallback, sub: null };
  };
}

function PlanItem({ plan }: { plan: MyPlan }) {
  const { lang, t } = useI18n();
  const subject = useSubject();
  const optionLabel = useOptionLabel();
  const money = (minor: number) => formatMoney(minor, plan.currency, lang);
  const what = subject(plan.appointment, plan.stay, optionLabel(plan));
  const progress = t(`${m}.progress`, { paid: money(plan.paidMinor), total: money(plan.totalMinor) });
  return (
    <li className={card} data-testid="my-plan" data-reference={plan.reference}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{what.main}</p>
          <p className="text-sm text-muted-foreground">
            {what.sub ? `${what.sub} · ` : ''}
            {optionLabel(plan)}
          </p>
        </div>
        <PlanStatusBadge status={plan.status} />
      </div>
      <PaidBar
        className="mt-4"
        paidMinor={plan.paidMinor}
        totalMinor={plan.totalMinor}
        label={t(`${m}.progressLabel`)}
        valueText={progress}
        overdue={plan.status === 'overdue'}
      />
      <p className="mt-2 text-sm">{progress}</p>
      {plan.nextDue ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="my-plan-next">
          {t(`${m}.nextDue`, {
            amount: money(plan.nextDue.amountMinor),
            date: formatDueDate(plan.nextDue.dueAt, lang, planZone(plan)),
          })}
        </p>
      ) : null}
      <Button asChild variant="outline" size="sm" className="mt-4">
        <Link
          to={paymentPlanPagePaths.status(plan.reference)}
          aria-label={t(`${m}.viewPlanFor`, { what: what.main })}
        >
          {t(`${m}.viewPlan`)}
        </Link>
      </Button>
    </li>
  );
}

function PaymentItem({ payment }: { payment: MyPayment }) {
  const { lang, t } = useI18n();
  const subject = useSubject();
  const money = (minor: number) => formatMoney(minor, payment.currency, lang);
  const what = subject(payment.appointment, payment.stay, t(`payments.common.purposes.${payment.purpose}`));
  const when = payment.paidAt
    ? t(`${m}.paidOn`, { date: formatInstant(payment.paidAt, lang, safeZone(payment.appointment?.timeZone)) })
    : t(`${m}.createdOn`, {
        date: formatInstant(payment.createdAt, lang, safeZone(payment.appointment?.timeZone)),
      });
  const amount = money(payment.amountMinor);
  const hasReceipt = Boolean(payment.receiptNumber);
  return (
    <li
      className="flex flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="my-payment"
      data-reference={payment.reference}
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium break-words">{what.main}</p>
        {what.sub ? <p className="text-muted-foreground">{what.sub}</p> : null}
        {payment.plan ? (
          <p className="text-muted-foreground">
            {t(`${m}.instalment`, { seq: payment.plan.seq, count: payment.plan.count })}
          </p>
        ) : null}
        <p className="text-muted-foreground">
          {when}
          {payment.receiptNumber ? ` · ${payment.receiptNumber}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-1.5">
        <span className="font-medium tabular-nums">{amount}</span>
        <PaymentStatusBadge status={payment.status} />
        {payment.refundedMinor > 0 ? (
          <span className="text-xs text-muted-foreground">
            {t(`${m}.refunded`, { amount: money(payment.refundedMinor) })}
          </span>
        ) : null}
        <Link
          to={paymentPagePaths.success(payment.reference)}
          className="font-medium text-accent-strong underline-offset-4 hover:underline focus-visible:underline"
          aria-label={t(hasReceipt ? `${m}.receiptFor` : `${m}.detailsFor`, { what: what.main, amount })}
          data-testid={hasReceipt ? 'my-payment-receipt' : 'my-payment-details'}
        >
          {t(hasReceipt ? `${m}.receipt` : `${m}.details`)}
        </Link>
      </div>
    </li>
  );
}
