import type { Language } from '@contracts/i18n';
import type { MyPayments } from '@contracts/my-payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider, translate } from '@web/lib/i18n';
import { myPaymentKeys } from '../api/me';
import { MyPaymentsSection } from './my-payments-section';

const planRef = 'PlanRef_0123456789abcdef';
const paidRef = 'PaidRef_0123456789abcdef';
const openRef = 'OpenRef_0123456789abcdef';
const appointment = {
  serviceName: { es: 'Sesión de marca', en: 'Brand session' },
  start: '2027-04-01T16:00:00.000Z',
  timeZone: 'America/Mexico_City',
};

const data: MyPayments = {
  plans: [
    {
      reference: planRef,
      option: 'deposit',
      status: 'active',
      totalMinor: 2000_00,
      paidMinor: 1000_00,
      remainingMinor: 1000_00,
      currency: 'MXN',
      appointment: {
        ...appointment,
        serviceSlug: 'branding',
        end: '2027-04-01T17:00:00.000Z',
        status: 'confirmed',
      },
      stay: null,
      instalments: [],
      nextDue: { seq: 2, amountMinor: 1000_00, dueAt: '2027-03-30T05:59:59.000Z' },
      updatedAt: '2027-02-12T18:00:00.000Z',
    },
  ],
  payments: [
    {
      reference: paidRef,
      status: 'paid',
      purpose: 'appointment',
      amountMinor: 1000_00,
      currency: 'MXN',
      refundedMinor: 0,
      method: 'card',
      receiptNumber: 'EST-2027-000042',
      createdAt: '2027-02-12T18:00:00.000Z',
      paidAt: '2027-02-12T18:01:00.000Z',
      appointment,
      stay: null,
      plan: { reference: planRef, seq: 1, count: 2 },
    },
    {
      reference: openRef,
      status: 'expired',
      purpose: 'stay',
      amountMinor: 5000_00,
      currency: 'MXN',
      refundedMinor: 0,
      method: null,
      receiptNumber: null,
      createdAt: '2027-01-12T18:00:00.000Z',
      paidAt: null,
      appointment: null,
      stay: {
        propertyName: 'La Mansión',
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        nights: 2,
        guests: 3,
        status: 'cancelled',
      },
      plan: null,
    },
  ],
};

function render(lang: Language, seed: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider lang={lang} onChange={() => {}}>
        <StaticRouter location="/dashboard">
          <MyPaymentsSection />
        </StaticRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('the dashboard’s payments section', () => {
  it('shows plans first, then payments with their receipt or details link (en)', () => {
    const html = render('en', (client) => client.setQueryData(myPaymentKeys.list(), data));
    expect(html).toContain('>Payments</h2>');
    expect(count(html, 'data-testid="my-plan"')).toBe(1);
    expect(count(html, 'data-testid="my-payment"')).toBe(2);
    expect(html.indexOf('data-testid="my-plan"')).toBeLessThan(html.indexOf('data-testid="my-payment"'));
    expect(html).toContain(`href="/flexible-payment-success?ref=${planRef}"`);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('data-testid="plan-status" data-status="active"');
    expect(html).toContain(translate('en', 'payments.flexible.options.deposit'));
    expect(html).toContain('data-testid="my-plan-next"');
    // The paid one: its receipt; the expired stay: its details (no receipt).
    expect(html).toContain(`href="/payment-success?ref=${paidRef}"`);
    expect(html).toContain(`href="/payment-success?ref=${openRef}"`);
    expect(html).toContain('data-testid="my-payment-receipt"');
    expect(html).toContain('data-testid="my-payment-details"');
    expect(html).toContain('EST-2027-000042');
    expect(html).toContain('Payment 1 of 2');
    expect(html).toContain('Brand session');
    expect(html).toContain('La Mansión');
    expect(html).toContain('>MX$1,000</span>');
    expect(html).toContain('data-status="expired"');
  });

  it('speaks Spanish', () => {
    const html = render('es', (client) => client.setQueryData(myPaymentKeys.list(), data));
    expect(html).toContain('>Pagos</h2>');
    expect(html).toContain('Sesión de marca');
    expect(html).toContain(translate('es', 'payments.mine.receipt'));
    expect(html).toContain(translate('es', 'payments.mine.viewPlan'));
  });

  it('says there is nothing yet, with a hint and a way to book', () => {
    const html = render('en', (client) =>
      client.setQueryData(myPaymentKeys.list(), { payments: [], plans: [] }),
    );
    expect(html).toContain(translate('en', 'dashboard.sections.payments.empty'));
    expect(html).toContain('appear here, each with its receipt.');
    expect(html).toContain('href="/calendar-booking"');
  });

  it('shows a skeleton while loading and an error with a retry', () => {
    expect(render('en')).toContain(`aria-label="${translate('en', 'common.loading')}"`);
    const html = render('en', (client) => {
      client
        .getQueryCache()
        .build(client, { queryKey: myPaymentKeys.list() })
        .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle' });
    });
    expect(html).toContain('data-testid="my-payments-error"');
    expect(html).toContain(translate('en', 'payments.mine.errorTitle'));
    expect(html).toContain(translate('en', 'common.error.retry'));
  });
});
