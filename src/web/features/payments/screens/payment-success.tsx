import { paymentTopic } from '@contracts/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Home, LoaderCircle, RefreshCw, RotateCcw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Container } from '@web/components/ui/layout';
import { CenteredSpinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useLiveStatus } from '../api/live';
import { paymentKeys, paymentStatusQuery } from '../api/public';
import { isNotFound } from '../components/errors';
import { PaymentNotFound } from '../components/payment-not-found';
import { PaymentDetails } from '../components/success/payment-details';
import { StateHeader } from '../components/success/state-header';
import { VoucherInstructions } from '../components/success/voucher-instructions';
import { paymentView, pollInterval, referenceFromSearch } from '../components/status-view';
import { TestModeBanner } from '../components/test-mode-banner';
import { TryAgain } from '../components/success/try-again';

/**
 * /payment-success?ref=… — the state of a payment, always read from the server by its opaque reference
 * (nothing else in the address is trusted): the receipt, a voucher to pay, a calm "confirming" state that asks
 * again every few seconds until the provider's word arrives, or what went wrong and where to start again.
 */
export default function PaymentSuccessScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('payments.success.meta.title'), t('payments.success.meta.description'));
  const [params] = useSearchParams();
  const reference = referenceFromSearch(params);
  if (!reference) return <PaymentNotFound title={t('payments.success.title')} />;
  return <PaymentState key={reference} reference={reference} />;
}

function PaymentState(props: { reference: string }) {
  const { t } = useI18n();
  const { authenticated } = useAuth();
  // Polling gives up after a while; a click on "check again" resumes it.
  const client = useQueryClient();
  const answers = () => client.getQueryState(paymentKeys.status(props.reference))?.dataUpdateCount ?? 0;
  // Answers counted from this visit (or the last manual refresh): an earlier visit's polling does not count.
  const [since, setSince] = useState(answers);
  // Pushed while the channel is joined; polling only while it is not.
  const live = useLiveStatus(paymentTopic(props.reference), paymentKeys.status(props.reference));
  const query = useQuery({
    ...paymentStatusQuery(props.reference),
    refetchInterval: (q) => !live && pollInterval(q.state.data, q.state.dataUpdateCount - since),
    refetchIntervalInBackground: false,
  });

  if (query.isPending) return <CenteredSpinner label={t('payments.success.loading')} />;
  if (query.isError && isNotFound(query.error))
    return <PaymentNotFound title={t('payments.success.title')} />;
  if (query.isError)
    return (
      <Container className="max-w-3xl space-y-6 py-16 sm:py-24">
        <h1 className="font-display text-4xl tracking-tight sm:text-5xl">
          {t('payments.success.error.title')}
        </h1>
        <Notice tone="error" role="alert">
          <p>{t('payments.success.error.lead')}</p>
        </Notice>
        <Button type="button" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden />
          {t('payments.success.error.retry')}
        </Button>
      </Container>
    );

  const payment = query.data;
  const view = paymentView(payment.status, payment.declined);
  const gaveUp = view === 'confirming' && pollInterval(payment, answers() - since) === false;

  return (
    <Container
      className="max-w-3xl space-y-8 py-12 sm:py-20"
      data-testid="payment-state"
      data-status={payment.status}
      data-view={view}
    >
      {payment.mode === 'test' ? <TestModeBanner>{t('payments.common.testPayment')}</TestModeBanner> : null}
      <StateHeader view={view} payment={payment} />

      {view === 'confirming' ? (
        <div aria-live="polite" className="space-y-4">
          {gaveUp ? <p className="text-muted-foreground">{t('payments.success.confirming.slow')}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant={gaveUp ? 'default' : 'outline'}
              disabled={query.isFetching}
              onClick={() => {
                setSince(answers());
                void query.refetch();
              }}
            >
              {query.isFetching ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <RefreshCw aria-hidden />
              )}
              {query.isFetching
                ? t('payments.success.confirming.checking')
                : t('payments.success.confirming.refresh')}
            </Button>
            {payment.checkoutUrl ? (
              <Button asChild variant="ghost">
                <a href={payment.checkoutUrl}>{t('payments.success.confirming.resume')}</a>
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {view === 'declined' ? <TryAgain payment={payment} /> : null}

      {view === 'pending' ? <VoucherInstructions payment={payment} /> : null}

      <PaymentDetails payment={payment} />

      <div className="flex flex-wrap gap-3">
        {(view === 'failed' || view === 'expired') && payment.retryPath?.startsWith('/') ? (
          <Button asChild>
            <Link to={payment.retryPath} data-testid="payment-retry">
              <RotateCcw aria-hidden />
              {t(view === 'failed' ? 'payments.success.failed.retry' : 'payments.success.expired.retry')}
            </Link>
          </Button>
        ) : null}
        {authenticated ? (
          <Button asChild variant={view === 'receipt' ? 'default' : 'outline'}>
            <Link to="/dashboard">
              <UserRound aria-hidden />
              {t('payments.success.actions.dashboard')}
            </Link>
          </Button>
        ) : null}
        {view === 'receipt' || view === 'refunded' ? (
          <Button asChild variant="outline">
            {payment.purpose === 'stay' || payment.stay ? (
              <Link to="/lamansion-pago" data-testid="payment-book-again">
                <CalendarDays aria-hidden />
                {t('payments.success.stay.book')}
              </Link>
            ) : (
              <Link to="/calendar-booking" data-testid="payment-book-again">
                <CalendarDays aria-hidden />
                {t('payments.success.actions.book')}
              </Link>
            )}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/app">
            <Home aria-hidden />
            {t('payments.success.actions.home')}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
