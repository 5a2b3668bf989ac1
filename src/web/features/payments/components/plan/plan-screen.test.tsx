import type { Language } from '@contracts/i18n';
import type { AdminPlanList, PublicInstalment, PublicPlan } from '@contracts/payment-plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider, translate } from '@web/lib/i18n';
import { adminPlanKeys, planKeys } from '../../api/plans';
import AdminPaymentsScreen from '../../screens/admin-payments';
import FlexiblePaymentSuccessScreen from '../../screens/flexible-payment-success';
import { plansApiQuery, plansViewFromParams } from './plans-url-state';

const ref = 'PlanRef_0123456789abcdef';
const due = (seq: number, patch: Partial<PublicInstalment> = {}): PublicInstalment => ({
  seq,
  amountMinor: 1000_00,
  dueAt: `2027-0${seq}-10T18:00:00.000Z`,
  status: 'due',
  paidAt: null,
  receiptReference: null,
  checkout: null,
  payable: false,
  ...patch,
});

const plan: PublicPlan = {
  reference: ref,
  option: 'instalments',
  status: 'overdue',
  totalMinor: 3000_00,
  paidMinor: 1000_00,
  remainingMinor: 2000_00,
  currency: 'MXN',
  language: 'es',
  mode: 'test',
  appointment: {
    serviceSlug: 'branding',
    serviceName: { es: 'Sesión de marca', en: 'Brand session' },
    start: '2027-04-01T16:00:00.000Z',
    end: '2027-04-01T17:00:00.000Z',
    timeZone: 'America/Mexico_City',
    status: 'confirmed',
  },
  stay: null,
  instalments: [
    due(1, { status: 'paid', paidAt: '2027-01-10T18:00:00.000Z', receiptReference: 'Receipt_0123456789ab' }),
    due(2, { status: 'overdue', payable: true }),
    due(3),
  ],
  nextDue: { seq: 2, amountMinor: 1000_00, dueAt: '2027-02-10T18:00:00.000Z' },
  retryPath: null,
  updatedAt: '2027-02-12T18:00:00.000Z',
};

function render(node: React.ReactNode, url: string, lang: Language, seed: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider lang={lang} onChange={() => {}}>
        <StaticRouter location={url}>{node}</StaticRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const renderPlan = (lang: Language, data: PublicPlan) =>
  render(<FlexiblePaymentSuccessScreen />, `/flexible-payment-success?ref=${ref}`, lang, (client) =>
    client.setQueryData(planKeys.status(ref), data),
  );

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('/flexible-payment-success', () => {
  it('shows an overdue plan calmly, its progress, and the schedule with pay and receipt (es)', () => {
    const html = renderPlan('es', plan);
    expect(h1(html)).toBe(translate('es', 'payments.flexible.header.overdue.title'));
    expect(html).toContain('data-testid="test-mode-banner"');
    expect(html).toContain('data-testid="instalment-1"');
    expect(html).toContain('data-testid="instalment-2"');
    expect(html).toContain('data-testid="instalment-3"');
    expect(html).toContain('Pagar el pago 2');
    expect(html).not.toContain('Pagar el pago 3');
    expect(html).toContain('aria-label="Recibo del pago 1"');
    expect(html).toContain('href="/payment-success?ref=Receipt_0123456789ab"');
    expect(html).toContain('Sesión de marca');
    expect(html).toContain('aria-valuenow="33"');
    expect(html).toContain('Atrasado');
  });

  it('in English: resume an open checkout, the voucher to pay, and the awaiting header', () => {
    const html = renderPlan('en', {
      ...plan,
      status: 'awaiting_first',
      mode: 'live',
      paidMinor: 0,
      remainingMinor: 3000_00,
      instalments: [
        due(1, {
          payable: true,
          checkout: { status: 'open', url: 'https://checkout.stripe.com/c/pay/1', voucher: null },
        }),
        due(2),
        due(3),
      ],
    });
    expect(h1(html)).toBe('Waiting for your first payment');
    expect(html).toContain('Resume instalment 1');
    expect(html).toContain('href="https://checkout.stripe.com/c/pay/1"');
    expect(html).not.toContain('test-mode-banner');

    const voucher = renderPlan('en', {
      ...plan,
      status: 'awaiting_first',
      instalments: [
        due(1, {
          payable: true,
          checkout: {
            status: 'pending',
            url: null,
            voucher: { reference: '93001234', url: null, expiresAt: null },
          },
        }),
        due(2),
      ],
    });
    expect(h1(voucher)).toBe('Pay your voucher to start your plan');
    expect(voucher.match(/93001234/g)).toHaveLength(1);
    expect(voucher).not.toContain('Pay instalment 1');
  });

  it('offers to book again when the plan was cancelled', () => {
    const html = renderPlan('en', {
      ...plan,
      status: 'cancelled',
      nextDue: null,
      retryPath: '/calendar-booking?service=branding',
    });
    expect(h1(html)).toBe('This payment plan was cancelled');
    expect(html).toContain('href="/calendar-booking?service=branding"');
    expect(html).not.toContain('Pay instalment');
  });

  it("shows a stay's due dates as days in Mexico City, wherever the visitor is", () => {
    // Due by the end of 10 March in Mexico City: already 11 March in UTC and in Tokyo.
    const end = '2027-03-11T05:59:59.000Z';
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const html = renderPlan('en', {
        ...plan,
        status: 'active',
        option: 'deposit',
        appointment: null,
        stay: {
          propertyName: 'La Mansión',
          checkIn: '2027-03-13',
          checkOut: '2027-03-15',
          nights: 2,
          guests: 2,
          status: 'confirmed',
        },
        instalments: [
          due(1, { status: 'paid', paidAt: '2027-01-10T18:00:00.000Z' }),
          due(2, { dueAt: end, payable: true }),
        ],
        nextDue: { seq: 2, amountMinor: 1000_00, dueAt: end },
      });
      expect(html).toContain('Mar 10, 2027');
      expect(html).not.toContain('Mar 11, 2027');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("keeps an appointment's due dates in the zone it was booked in", () => {
    const end = '2027-03-11T05:59:59.000Z';
    const html = renderPlan('en', {
      ...plan,
      status: 'active',
      appointment: { ...plan.appointment!, timeZone: 'Europe/Madrid' },
      instalments: [
        due(1, { status: 'paid' }),
        due(2, { dueAt: end, payable: true }),
        due(3, { dueAt: '2027-03-21T05:59:59.000Z' }),
      ],
      nextDue: { seq: 2, amountMinor: 1000_00, dueAt: end },
    });
    expect(html).toContain('Mar 11, 2027');
    expect(html).not.toContain('Mar 10, 2027');
  });

  it('says so when the address has no reference', () => {
    const html = render(
      <FlexiblePaymentSuccessScreen />,
      '/flexible-payment-success?ref=bad',
      'es',
      () => {},
    );
    expect(h1(html)).toBe(translate('es', 'payments.flexible.title'));
  });
});

describe('/admin/payments plans tab', () => {
  it('lists plans with the overdue highlighted and its count on the tab', () => {
    const url = '/admin/payments?tab=plans&status=overdue';
    const view = plansViewFromParams(new URL(url, 'http://x').searchParams);
    const list: AdminPlanList = {
      plans: [
        {
          ...plan,
          id: '7d6f0c2e-8a53-4c3b-9d7e-1f2a3b4c5d6e',
          purpose: 'appointment' as const,
          customerName: 'Ana Pérez',
          customerEmail: 'ana@example.com',
          createdAt: '2027-01-10T18:00:00.000Z',
        },
      ].map(({ language: _l, mode: _m, retryPath: _r, ...rest }) => rest),
      total: 1,
      overdue: 4,
    };
    const html = render(<AdminPaymentsScreen />, url, 'en', (client) => {
      client.setQueryData(adminPlanKeys.list(plansApiQuery(view)), list);
      client.setQueryData(adminPlanKeys.overdue(), list);
    });
    expect(html).toContain('data-testid="plans-overdue-count"');
    expect(html).toContain('4 overdue');
    expect(html).toContain('data-testid="plan-row"');
    expect(html).toContain('Ana Pérez');
    expect(html).toContain(`href="/flexible-payment-success?ref=${ref}"`);
    expect(html).toContain('3 instalments');
    expect(html).toContain('MX$1,000 of MX$3,000');
  });
});
