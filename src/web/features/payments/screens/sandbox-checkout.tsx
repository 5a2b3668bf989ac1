import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/form-notice';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { CenteredSpinner } from '@web/components/ui/spinner';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { paymentStatusQuery, sandboxCheckoutQuery } from '../api/public';
import { useSandboxStep } from '../api/sandbox';
import { isNotFound, paymentErrorKey } from '../components/errors';
import { OrderSummary } from '../components/sandbox/order-summary';
import { OutcomePanel } from '../components/sandbox/outcome-panel';
import { PayPanel } from '../components/sandbox/pay-panel';
import { VoucherPanel } from '../components/sandbox/voucher-panel';
import { referenceFromReturnUrl, sandboxPanel } from '../components/status-view';
import { TestModeBanner } from '../components/test-mode-banner';
import { useGoTo } from '../components/use-go-to';

/**
 * /sandbox-checkout/:checkoutId — the built-in provider's hosted checkout, clearly a test. The tester pays,
 * declines, takes an OXXO voucher (then simulates it paid or expired) or leaves; after each action the
 * browser goes where the API says (the site's /payment-success, or back to the site on abandon).
 */
export default function SandboxCheckoutScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('payments.sandbox.meta.title'), t('payments.sandbox.meta.description'));
  const checkoutId = useParams().checkoutId ?? '';
  const goTo = useGoTo();
  const checkout = useQuery(sandboxCheckoutQuery(checkoutId));
  // The order behind it names the service and its time (the checkout itself only carries a description).
  const reference = checkout.data ? referenceFromReturnUrl(checkout.data.returnUrl) : null;
  const order = useQuery({
    ...paymentStatusQuery(reference ?? ''),
    enabled: reference !== null,
    retry: false,
  });

  // Taking a voucher keeps the tester here, on the voucher; every other action goes on, to where the API says.
  const step = useSandboxStep(checkoutId, reference, goTo);

  if (checkout.isPending) return <CenteredSpinner label={t('payments.sandbox.loading')} />;

  const header = (
    <div className="space-y-4">
      <TestModeBanner>{t('payments.sandbox.bannerBody')}</TestModeBanner>
      <div className="space-y-1">
        <Eyebrow>{t('payments.sandbox.eyebrow')}</Eyebrow>
        <h1 className="font-display text-3xl tracking-tight sm:text-4xl">{t('payments.sandbox.title')}</h1>
      </div>
    </div>
  );

  if (checkout.isError) {
    const missing = isNotFound(checkout.error);
    return (
      <Container className="max-w-3xl space-y-6 py-10 sm:py-16">
        {header}
        <Notice
          tone={missing ? 'info' : 'error'}
          title={t(missing ? 'payments.sandbox.notFound.title' : 'payments.sandbox.error.title')}
          role="alert"
        >
          {missing ? (
            <p>{t('payments.sandbox.notFound.body')}</p>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void checkout.refetch()}
            >
              {t('payments.sandbox.error.retry')}
            </Button>
          )}
        </Notice>
      </Container>
    );
  }

  const data = checkout.data;
  const panel = sandboxPanel(data);
  const busy = step.isPending
    ? step.variables.action
    : step.isSuccess && step.variables.action !== 'voucher'
      ? step.variables.action
      : null;

  return (
    <Container
      className="max-w-5xl space-y-8 py-8 sm:py-12"
      data-testid="sandbox-checkout"
      data-status={data.status}
    >
      {header}
      <Card className="grid overflow-hidden md:grid-cols-2">
        <div className="border-b border-border bg-muted/30 p-6 sm:p-8 md:border-r md:border-b-0">
          <OrderSummary checkout={data} appointment={order.data?.appointment ?? null} />
        </div>
        <div className="space-y-4 p-6 sm:p-8">
          {step.isError ? (
            <Notice tone="error" role="alert">
              {t(paymentErrorKey(step.error))}
            </Notice>
          ) : null}
          {panel === 'choose' ? (
            <PayPanel checkout={data} busy={busy} onStep={(next) => step.mutate(next)} />
          ) : panel === 'voucher' ? (
            <VoucherPanel
              checkout={data}
              busy={busy}
              onStep={(next) => step.mutate(next)}
              onStatus={() => goTo(data.returnUrl)}
            />
          ) : (
            <OutcomePanel
              checkout={data}
              onStatus={() => goTo(data.returnUrl)}
              onBack={() => goTo(data.cancelUrl)}
            />
          )}
        </div>
      </Card>
    </Container>
  );
}
