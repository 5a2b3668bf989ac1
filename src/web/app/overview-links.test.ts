import { describe, expect, it } from 'vitest';
import { parseView as appointmentsView } from '@web/features/booking/components/admin/url-state';
import { viewFromParams as submissionsView } from '@web/features/diagnostic/components/admin/url-state';
import { viewFromParams as leadsView } from '@web/features/leads/components/url-state';
import { viewFromParams as paymentsView } from '@web/features/payments/components/admin/url-state';
import { plansViewFromParams, tabFromParams } from '@web/features/payments/components/plan/plans-url-state';
import { overviewLinks as links } from '@web/features/admin/components/overview-links';
import { appRoutes } from './routes';

/*
 * Each overview link read back with the parser of the screen it opens: the list must show what the card
 * counted (contracts/overview.ts), or the owner clicks "3" and sees 5. It lives in the app shell because it
 * reads several features' URL state, which features may not import from one another.
 */

const TODAY = '2026-03-17';
const ID = '0b8f7a2e-5c1d-4e3f-9a6b-1c2d3e4f5a6b';

function open(link: string, path: string): URLSearchParams {
  const url = new URL(link, 'http://localhost');
  expect(url.pathname).toBe(path);
  expect(appRoutes.some((route) => route.path === path)).toBe(true);
  return url.searchParams;
}

describe('overview links', () => {
  it("today: the upcoming tab (confirmed, not yet over) on today's day", () => {
    const view = appointmentsView(open(links.appointmentsToday(TODAY), '/admin/appointments'));
    expect(view).toMatchObject({ tab: 'upcoming', status: '', from: TODAY, to: TODAY, q: '', service: '' });
  });

  it('next 7 days: confirmed upcoming from tomorrow to today + 7', () => {
    const view = appointmentsView(open(links.appointmentsNext7(TODAY), '/admin/appointments'));
    expect(view).toMatchObject({ tab: 'upcoming', status: '', from: '2026-03-18', to: '2026-03-24' });
  });

  it('awaiting payment: the unconfirmed tab over the same 8 days as the card (today … today + 7)', () => {
    const view = appointmentsView(open(links.awaitingPayment(TODAY), '/admin/appointments'));
    expect(view).toMatchObject({ tab: 'unconfirmed', status: '', from: TODAY, to: '2026-03-24' });
  });

  it('an appointment row opens that appointment', () => {
    expect(appointmentsView(open(links.appointment(ID), '/admin/appointments')).id).toBe(ID);
  });

  it('pending and failed payments: that status, created since the card’s 30-day start', () => {
    for (const status of ['pending', 'failed'] as const) {
      const params = open(links.paymentsWith(status, '2026-02-16'), '/admin/payments');
      expect(tabFromParams(params)).toBe('payments');
      expect(paymentsView(params).filters).toEqual({
        q: '',
        status,
        provider: '',
        method: '',
        from: '2026-02-16',
        to: '',
      });
    }
    expect(paymentsView(open(links.payment(ID), '/admin/payments')).id).toBe(ID);
  });

  it('overdue plans and refunds owed open their own tabs', () => {
    const plans = open(links.overduePlans, '/admin/payments');
    expect(tabFromParams(plans)).toBe('plans');
    expect(plansViewFromParams(plans)).toEqual({ status: 'overdue', page: 0 });
    expect(tabFromParams(open(links.manualRefunds, '/admin/payments'))).toBe('refunds');
  });

  it('newest leads: every lead, newest first (the list has no first-seen filter, so none is promised)', () => {
    const view = leadsView(open(links.newestLeads, '/admin/leads'));
    expect(view).toMatchObject({ sort: 'createdAt', order: 'desc', page: 0 });
    expect(Object.values(view.filters).every((v) => v === '')).toBe(true);
  });

  it("awaiting contact: leads still 'new'; a row opens its lead in that list", () => {
    expect(leadsView(open(links.waitingLeads, '/admin/leads')).filters).toEqual({
      q: '',
      source: '',
      status: 'new',
      tag: '',
      from: '',
      to: '',
    });
    const row = leadsView(open(links.lead(ID), '/admin/leads'));
    expect(row).toMatchObject({ id: ID, filters: { status: 'new' } });
  });

  it("diagnostics this week: submitted between the week's Monday and Sunday", () => {
    const view = submissionsView(
      open(links.diagnosticBetween('2026-03-16', '2026-03-22'), '/admin/analisis-marca'),
    );
    expect(view.filters).toMatchObject({ from: '2026-03-16', to: '2026-03-22', search: '', level: '' });
    expect(submissionsView(open(links.result(ID), '/admin/analisis-marca')).id).toBe(ID);
  });
});
