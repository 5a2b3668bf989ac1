import { Home, LoaderCircle, RefreshCw, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Container } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { usePaymentPlan } from '../api/plans';
import { isNotFound } from '../components/errors';
import { PaymentNotFound } from '../components/payment-not-found';
import { InstalmentSchedule } from '../components/plan/instalment-schedule';
import { InstalmentVoucher } from '../components/plan/instalment-voucher';
import { PlanHeader } from '../components/plan/plan-header';
import { PlanProgress } from '../components/plan/plan-progress';
import { PlanPurpose } from '../components/plan/plan-purpose';
import { planIsSettling, planView, planZone } from '../components/plan/plan-view';
import { referenceFromSearch } from '../components/status-view';
import { TestModeBanner } from '../components/test-mode-banner';

/**
 * /flexible-payment-success?ref=… — a payment plan (a deposit and its balance, or N instalments), always read
 * from the server by its opaque reference (nothing else in the address is trusted): where it stands, what it
 * pays for, the progress, and the schedule, where each instalment is paid through its own checkout. While the
 * first payment or a checkout is live the page asks again every few seconds.
 */
export default function FlexiblePaymentSuccessScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('payments.flexible.meta.title'), t('payments.flexible.meta.description'));
  const [params] = useSearchParams();
  const reference = referenceFromSearch(params);
  if (!reference)
    return <PaymentNotFound title={t('payments.flexible.title')} note={t('payments.flexible.planNote')} />;
  return <PlanState key={reference} reference={reference} />;
}

function PlanSkeleton() {
  const { t } = useI18n();
  return (
    <Container className="max-w-3xl space-y-8 py-12 sm:py-20" aria-busy>
      <span role="status" className="sr-only">
        {t('payments.flexible.loading')}
      </span>
      <div className="space-y-4">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-5 w-full" />
      </div>
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
    </Container>
  );
}

function PlanState(props: { reference: string }) {
  const { t } = useI18n();
  const { query, gaveUp, refresh } = usePaymentPlan(props.reference);

  if (query.isPending) return <PlanSkeleton />;
  if (query.isError && isNotFound(query.error))
    return <PaymentNotFound title={t('payments.flexible.title')} note={t('payments.flexible.planNote')} />;
  if (query.isError)
    return (
      <Container className="max-w-3xl space-y-6 py-16 sm:py-24">
        <h1 className="font-display text-4xl tracking-tight sm:text-5xl">
          {t('payments.flexible.error.title')}
        </h1>
        <Notice tone="error" role="alert">
          <p>{t('payments.flexible.error.lead')}</p>
        </Notice>
        <Button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden />
          )}
          {t('payments.flexible.error.retry')}
        </Button>
      </Container>
    );

  const plan = query.data;
  const view = planView(plan);
  // A stay's due dates are days in the business zone; an appointment's are read in its own zone.
  const zone = planZone(plan);
  const first = plan.instalments.find((i) => i.seq === 1);
  const settling = planIsSettling(plan);

  return (
    <Container
      className="max-w-3xl space-y-8 py-12 sm:py-20"
      data-testid="plan-state"
      data-status={plan.status}
      data-view={view}
    >
      {plan.mode === 'test' ? <TestModeBanner>{t('payments.flexible.testPlan')}</TestModeBanner> : null}
      <PlanHeader view={view} />

      {view === 'voucher' && first ? (
        <InstalmentVoucher
          seq={first.seq}
          voucher={first.checkout?.voucher ?? null}
          amountMinor={first.amountMinor}
          currency={plan.currency}
          zone={zone}
        />
      ) : null}

      {settling ? (
        <div aria-live="polite" className="space-y-3">
          {gaveUp && view === 'awaiting' ? (
            <p className="text-muted-foreground">{t('payments.flexible.checking.slow')}</p>
          ) : null}
          {gaveUp || view === 'awaiting' ? (
            <Button
              type="button"
              variant={gaveUp ? 'default' : 'outline'}
              disabled={query.isFetching}
              onClick={refresh}
            >
              {query.isFetching ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <RefreshCw aria-hidden />
              )}
              {query.isFetching
                ? t('payments.flexible.checking.busy')
                : t('payments.flexible.checking.refresh')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {view === 'cancelled' ? null : <PlanProgress plan={plan} zone={zone} />}
      <InstalmentSchedule plan={plan} zone={zone} featuredSeq={view === 'voucher' ? 1 : undefined} />
      <PlanPurpose plan={plan} />

      <div className="flex flex-wrap gap-3">
        {view === 'cancelled' && plan.retryPath?.startsWith('/') && !plan.retryPath.startsWith('//') ? (
          <Button asChild>
            <Link to={plan.retryPath} data-testid="plan-retry">
              <RotateCcw aria-hidden />
              {t('payments.flexible.header.cancelled.retry')}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/app">
            <Home aria-hidden />
            {t('payments.flexible.actions.home')}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
