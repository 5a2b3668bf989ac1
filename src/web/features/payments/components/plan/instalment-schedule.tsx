import type { PublicInstalment, PublicPlan } from '@contracts/payment-plans';
import { paymentPagePaths } from '@contracts/payments';
import { CreditCard, LoaderCircle, Receipt, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { useInstalmentCheckout } from '../../api/plans';
import { paymentErrorKey } from '../errors';
import { formatMoney } from '../format';
import { InstalmentStatusBadge } from './badges';
import { InstalmentVoucher } from './instalment-voucher';
import { formatDueDate, instalmentAction } from './plan-view';

/** "Deposit" / "Balance" for a deposit plan, "Instalment 2 of 3" otherwise. */
function useInstalmentTitle(plan: PublicPlan) {
  const { t } = useI18n();
  return (seq: number) =>
    plan.option === 'deposit' && plan.instalments.length === 2
      ? t(seq === 1 ? 'payments.flexible.schedule.deposit' : 'payments.flexible.schedule.balance')
      : t('payments.flexible.schedule.instalment', { seq, count: plan.instalments.length });
}

/**
 * The plan's payments in order: amount, due date, status, and what can be done with each — its receipt, its
 * voucher, back to its open checkout, or pay it (the one payable instalment; opens a checkout and goes there).
 * `featuredSeq`: the instalment whose voucher is already shown in full above.
 */
export function InstalmentSchedule(props: { plan: PublicPlan; zone: string; featuredSeq?: number }) {
  const { t } = useI18n();
  const checkout = useInstalmentCheckout(props.plan.reference);
  const title = useInstalmentTitle(props.plan);
  const failedSeq = checkout.isError ? checkout.variables : undefined;
  return (
    <section aria-labelledby="plan-schedule" className="space-y-3">
      <h2 id="plan-schedule" className="font-display text-xl">
        {t('payments.flexible.schedule.heading')}
      </h2>
      <ol
        className="divide-y divide-border rounded-2xl border border-border bg-card"
        data-testid="plan-schedule"
      >
        {props.plan.instalments.map((instalment) => (
          <InstalmentRow
            key={instalment.seq}
            plan={props.plan}
            instalment={instalment}
            title={title(instalment.seq)}
            zone={props.zone}
            featured={instalment.seq === props.featuredSeq}
            live={props.plan.status !== 'completed' && props.plan.status !== 'cancelled'}
            busy={checkout.isPending || (checkout.isSuccess && checkout.variables === instalment.seq)}
            opening={checkout.variables === instalment.seq && !checkout.isError}
            onPay={() => checkout.mutate(instalment.seq)}
            error={failedSeq === instalment.seq ? t(paymentErrorKey(checkout.error)) : null}
          />
        ))}
      </ol>
    </section>
  );
}

function InstalmentRow(props: {
  plan: PublicPlan;
  instalment: PublicInstalment;
  title: string;
  zone: string;
  featured: boolean;
  /** The plan still takes payments (not completed, not cancelled). */
  live: boolean;
  busy: boolean;
  opening: boolean;
  onPay: () => void;
  error: string | null;
}) {
  const { t, lang } = useI18n();
  const i = props.instalment;
  // Server-side rendering (tests) has no window: any origin will do to tell this site from a provider's.
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const action = instalmentAction(i, origin, props.live);
  const date = (iso: string) => formatDueDate(iso, lang, props.zone);
  return (
    <li
      data-testid={`instalment-${i.seq}`}
      data-status={i.status}
      data-payable={i.payable || undefined}
      className={cn('space-y-3 p-4 sm:p-5', i.status === 'overdue' && 'bg-amber-500/5')}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{props.title}</p>
          <p className="text-sm text-muted-foreground">
            {i.status === 'paid' && i.paidAt ? (
              <time dateTime={i.paidAt}>
                {t('payments.flexible.schedule.paidOn', { date: date(i.paidAt) })}
              </time>
            ) : (
              <time dateTime={i.dueAt}>{t('payments.flexible.schedule.due', { date: date(i.dueAt) })}</time>
            )}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1.5 text-right">
          <span className="font-display text-lg tabular-nums" data-testid="instalment-amount">
            {formatMoney(i.amountMinor, props.plan.currency, lang)}
          </span>
          <span className="flex flex-wrap justify-end gap-1">
            <InstalmentStatusBadge status={i.status} />
            {i.checkout && i.status !== 'paid' ? (
              <span className="inline-flex items-center rounded-full border border-border px-2 py-0.5 text-xs whitespace-nowrap text-muted-foreground">
                {t(
                  i.checkout.status === 'pending'
                    ? 'payments.flexible.schedule.checkoutPending'
                    : 'payments.flexible.schedule.checkoutOpen',
                )}
              </span>
            ) : null}
          </span>
        </div>
      </div>

      {action.kind === 'receipt' ? (
        <Button asChild variant="outline" size="sm">
          <Link
            to={paymentPagePaths.success(action.reference)}
            aria-label={t('payments.flexible.schedule.receiptLabel', { seq: i.seq })}
          >
            <Receipt aria-hidden />
            {t('payments.flexible.schedule.receipt')}
          </Link>
        </Button>
      ) : null}
      {action.kind === 'voucher' && !props.featured ? (
        <InstalmentVoucher
          compact
          seq={i.seq}
          voucher={i.checkout?.voucher ?? null}
          amountMinor={i.amountMinor}
          currency={props.plan.currency}
          zone={props.zone}
        />
      ) : null}
      {action.kind === 'resume' ? (
        <Button asChild variant={i.payable ? 'default' : 'outline'}>
          <a href={action.href}>
            <RotateCw aria-hidden />
            {t('payments.flexible.schedule.resume', { seq: i.seq })}
          </a>
        </Button>
      ) : null}
      {action.kind === 'pay' ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" disabled={props.busy} onClick={props.onPay} className="w-full sm:w-auto">
            {props.opening && props.busy ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <CreditCard aria-hidden />
            )}
            {t('payments.flexible.schedule.pay', { seq: i.seq })}
          </Button>
          {props.opening && props.busy ? (
            <span role="status" className="text-sm text-muted-foreground">
              {t('payments.flexible.schedule.opening')}
            </span>
          ) : null}
        </div>
      ) : null}
      {props.error ? (
        <Notice tone="error" role="alert">
          <p>{props.error}</p>
        </Notice>
      ) : null}
    </li>
  );
}
