import type { Language } from '@contracts/i18n';
import type { AdminPlan, AdminPlanList, PublicInstalment } from '@contracts/payment-plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider, translate } from '@web/lib/i18n';
import { adminPlanKeys } from '../../api/plans';
import AdminPaymentsScreen from '../../screens/admin-payments';
import { plansApiQuery, plansViewFromParams } from '../plan/plans-url-state';
import { MarkPaidForm } from './mark-paid-form';
import { recordableInstalment } from './record-instalment-dialog';

const due = (seq: number, patch: Partial<PublicInstalment> = {}): PublicInstalment => ({
  seq,
  amountMinor: 1000_00,
  dueAt: `2027-0${seq}-11T05:59:59.000Z`,
  status: 'due',
  paidAt: null,
  receiptReference: null,
  checkout: null,
  payable: false,
  ...patch,
});

const running: AdminPlan = {
  id: '7d6f0c2e-8a53-4c3b-9d7e-1f2a3b4c5d6e',
  reference: 'PlanRef_0123456789abcdef',
  option: 'instalments',
  status: 'active',
  totalMinor: 3000_00,
  paidMinor: 1000_00,
  remainingMinor: 2000_00,
  currency: 'MXN',
  appointment: null,
  stay: {
    propertyName: 'La Mansión',
    checkIn: '2027-05-01',
    checkOut: '2027-05-04',
    nights: 3,
    guests: 2,
    status: 'confirmed',
  },
  instalments: [
    due(1, { status: 'paid', paidAt: '2027-01-10T18:00:00.000Z' }),
    due(2, { payable: true }),
    due(3),
  ],
  nextDue: { seq: 2, amountMinor: 1000_00, dueAt: '2027-02-11T05:59:59.000Z' },
  updatedAt: '2027-01-10T18:00:00.000Z',
  purpose: 'stay',
  customerName: 'Ana Pérez',
  customerEmail: 'ana@example.com',
  createdAt: '2027-01-10T18:00:00.000Z',
};

const completed: AdminPlan = {
  ...running,
  id: '8e7f1d3f-9b64-4d4c-8e8f-2a3b4c5d6e7f',
  reference: 'PlanRef_fedcba9876543210',
  status: 'completed',
  paidMinor: 3000_00,
  remainingMinor: 0,
  instalments: [1, 2, 3].map((seq) => due(seq, { status: 'paid', paidAt: '2027-01-10T18:00:00.000Z' })),
  nextDue: null,
  customerName: 'Bruno Díaz',
  customerEmail: 'bruno@example.com',
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

function renderPlans(lang: Language, plans: AdminPlan[]) {
  const url = '/admin/payments?tab=plans';
  const view = plansViewFromParams(new URL(url, 'http://x').searchParams);
  const list: AdminPlanList = { plans, total: plans.length, overdue: 0 };
  return render(<AdminPaymentsScreen />, url, lang, (client) => {
    client.setQueryData(adminPlanKeys.list(plansApiQuery(view)), list);
    client.setQueryData(adminPlanKeys.overdue(), list);
  });
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('Plans tab: record the next payment by hand', () => {
  it('offers "Record payment" for a running plan only, named by the instalment and the customer (en)', () => {
    const html = renderPlans('en', [running, completed, { ...running, id: 'x', status: 'awaiting_first' }]);
    expect(html.match(/data-testid="plan-record"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Record payment 2 of 3 from Ana Pérez"');
    expect(html).toContain('>Record payment<');
    expect(html).not.toContain('from Bruno Díaz');
    // The live region that says it was recorded is there before anything is announced.
    expect(html).toContain('role="status"');
  });

  it('an overdue plan can be recorded too (es)', () => {
    const html = renderPlans('es', [{ ...running, status: 'overdue' }]);
    const label = translate('es', 'payments.admin.plans.record.action', {
      seq: 2,
      count: 3,
      customer: 'Ana Pérez',
    });
    expect(label).toBe('Registrar pago 2 de 3 de Ana Pérez');
    expect(html).toContain(`aria-label="${attr(label)}"`);
    expect(html).toContain('>Registrar pago<');
  });

  it('only the next instalment of an active or overdue plan is recordable', () => {
    expect(recordableInstalment(running)?.seq).toBe(2);
    expect(recordableInstalment({ ...running, status: 'overdue' })?.seq).toBe(2);
    expect(recordableInstalment({ ...running, status: 'awaiting_first' })).toBeNull();
    expect(recordableInstalment({ ...running, status: 'cancelled' })).toBeNull();
    expect(recordableInstalment(completed)).toBeNull();
  });
});

describe('MarkPaidForm', () => {
  const form = (lang: Language, copy?: Parameters<typeof MarkPaidForm>[0]['copy']) =>
    render(
      <MarkPaidForm
        amountMinor={1500_00}
        currency="MXN"
        customer="Ana Pérez"
        mutation={{ mutate: () => {}, reset: () => {}, isPending: false, isError: false, error: null }}
        copy={copy}
      />,
      '/',
      lang,
      () => {},
    );

  it('asks how and a note, with the order wording by default', () => {
    const html = form('en');
    expect(html).toContain(translate('en', 'payments.admin.markPaid.heading'));
    expect(html).toContain(translate('en', 'payments.admin.markPaid.body'));
    expect(html).toContain(`>${translate('en', 'payments.admin.markPaid.method')}<`);
    expect(html).toContain(`>${translate('en', 'payments.admin.markPaid.note')}<`);
    expect(html).toContain(`>${translate('en', 'payments.admin.markPaid.submit')}<`);
    expect(html).toMatch(/<option[^>]*\svalue="cash"/);
    expect(html).toMatch(/<option[^>]*\svalue="transfer"/);
  });

  it('takes the words of an instalment, with its heading for screen readers only', () => {
    const html = form('es', {
      heading: translate('es', 'payments.admin.plans.record.heading'),
      headingHidden: true,
      body: translate('es', 'payments.admin.plans.record.body'),
    });
    expect(html).toMatch(/<h4[^>]*class="[^"]*sr-only[^"]*"[^>]*>Pago recibido fuera del checkout<\/h4>/);
    expect(html).toContain(attr(translate('es', 'payments.admin.plans.record.body')));
    expect(html).not.toContain(translate('es', 'payments.admin.markPaid.body'));
  });
});
