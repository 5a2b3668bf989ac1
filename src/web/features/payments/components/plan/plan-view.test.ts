import { planStatuses, type PublicInstalment } from '@contracts/payment-plans';
import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS } from '../status-view';
import {
  formatDueDate,
  instalmentAction,
  paidPercent,
  PLAN_POLL_MAX_ATTEMPTS,
  planIsSettling,
  planPollInterval,
  planView,
} from './plan-view';

const instalment = (patch: Partial<PublicInstalment> = {}): PublicInstalment => ({
  seq: 1,
  amountMinor: 100_00,
  dueAt: '2027-01-10T18:00:00.000Z',
  status: 'due',
  paidAt: null,
  receiptReference: null,
  checkout: null,
  payable: false,
  ...patch,
});
const open = (url: string | null = 'https://checkout.stripe.com/c/pay/1') =>
  ({ status: 'open', url, voucher: null }) as const;
const pending = {
  status: 'pending',
  url: null,
  voucher: { reference: '9300', url: null, expiresAt: null },
} as const;

describe('planView (the header of /flexible-payment-success for each status)', () => {
  it('maps every status', () => {
    const views = planStatuses.map((status) => planView({ status, instalments: [instalment()] }));
    expect(Object.fromEntries(planStatuses.map((s, i) => [s, views[i]]))).toEqual({
      awaiting_first: 'awaiting',
      active: 'active',
      overdue: 'overdue',
      completed: 'completed',
      cancelled: 'cancelled',
    });
  });

  it('asks for the voucher when the first payment is a pending voucher', () => {
    expect(planView({ status: 'awaiting_first', instalments: [instalment({ checkout: pending })] })).toBe(
      'voucher',
    );
    expect(planView({ status: 'awaiting_first', instalments: [instalment({ checkout: open() })] })).toBe(
      'awaiting',
    );
    // A later instalment's voucher does not change an active plan's header.
    expect(
      planView({
        status: 'active',
        instalments: [instalment({ status: 'paid' }), instalment({ seq: 2, checkout: pending })],
      }),
    ).toBe('active');
  });
});

describe('planPollInterval', () => {
  const awaiting = { status: 'awaiting_first' as const, instalments: [instalment({ checkout: open() })] };
  it('asks again while the first payment or a checkout is live, up to the maximum', () => {
    expect(planPollInterval(awaiting, 0)).toBe(POLL_INTERVAL_MS);
    expect(planPollInterval(awaiting, PLAN_POLL_MAX_ATTEMPTS - 1)).toBe(POLL_INTERVAL_MS);
    expect(planPollInterval(awaiting, PLAN_POLL_MAX_ATTEMPTS)).toBe(false);
    // Awaiting with no checkout yet: still the first payment.
    expect(planPollInterval({ status: 'awaiting_first', instalments: [instalment()] }, 0)).toBe(
      POLL_INTERVAL_MS,
    );
    const paying = {
      status: 'active' as const,
      instalments: [instalment({ status: 'paid' }), instalment({ seq: 2, checkout: open() })],
    };
    expect(planPollInterval(paying, 3)).toBe(POLL_INTERVAL_MS);
    expect(PLAN_POLL_MAX_ATTEMPTS * POLL_INTERVAL_MS).toBeGreaterThanOrEqual(2 * 60_000);
    expect(PLAN_POLL_MAX_ATTEMPTS * POLL_INTERVAL_MS).toBeLessThanOrEqual(5 * 60_000);
  });

  it('stays quiet for a plan with nothing live, a final plan, and before any answer', () => {
    expect(
      planPollInterval(
        { status: 'active', instalments: [instalment({ status: 'paid' }), instalment({ seq: 2 })] },
        0,
      ),
    ).toBe(false);
    expect(planPollInterval({ status: 'overdue', instalments: [instalment({ status: 'overdue' })] }, 0)).toBe(
      false,
    );
    expect(
      planPollInterval({ status: 'completed', instalments: [instalment({ checkout: open() })] }, 0),
    ).toBe(false);
    expect(
      planPollInterval({ status: 'cancelled', instalments: [instalment({ checkout: pending })] }, 0),
    ).toBe(false);
    expect(planPollInterval(undefined, 0)).toBe(false);
    expect(planIsSettling({ status: 'overdue', instalments: [instalment({ checkout: pending })] })).toBe(
      true,
    );
  });
});

describe('instalmentAction (what a schedule row offers)', () => {
  const origin = 'http://127.0.0.1:4173';
  it('a receipt for a paid one, nothing for a cancelled one', () => {
    expect(instalmentAction(instalment({ status: 'paid', receiptReference: 'R123' }), origin)).toEqual({
      kind: 'receipt',
      reference: 'R123',
    });
    expect(instalmentAction(instalment({ status: 'paid' }), origin)).toEqual({ kind: 'none' });
    expect(instalmentAction(instalment({ status: 'cancelled', payable: true }), origin)).toEqual({
      kind: 'none',
    });
    // A plan that no longer takes payments offers only its receipts.
    expect(instalmentAction(instalment({ payable: true, checkout: open() }), origin, false)).toEqual({
      kind: 'none',
    });
    expect(instalmentAction(instalment({ status: 'paid', receiptReference: 'R1' }), origin, false)).toEqual({
      kind: 'receipt',
      reference: 'R1',
    });
  });

  it('the voucher while one is pending, the way back to an open checkout, else pay when payable', () => {
    expect(instalmentAction(instalment({ checkout: pending, payable: true }), origin)).toEqual({
      kind: 'voucher',
    });
    expect(instalmentAction(instalment({ checkout: open(), payable: true }), origin)).toEqual({
      kind: 'resume',
      href: 'https://checkout.stripe.com/c/pay/1',
    });
    expect(
      instalmentAction(instalment({ checkout: open(`${origin}/sandbox-checkout/abc`) }), origin),
    ).toEqual({
      kind: 'resume',
      href: '/sandbox-checkout/abc',
    });
    // An open checkout without a usable address: a fresh checkout instead.
    expect(instalmentAction(instalment({ checkout: open(null), payable: true }), origin)).toEqual({
      kind: 'pay',
    });
    expect(
      instalmentAction(instalment({ checkout: open('javascript:alert(1)'), payable: true }), origin),
    ).toEqual({
      kind: 'pay',
    });
    expect(instalmentAction(instalment({ status: 'overdue', payable: true }), origin)).toEqual({
      kind: 'pay',
    });
    expect(instalmentAction(instalment({ seq: 3 }), origin)).toEqual({ kind: 'none' });
  });
});

describe('paidPercent and due dates', () => {
  it('rounds so that the bar is full only when everything is paid', () => {
    expect(paidPercent(0, 1000)).toBe(0);
    expect(paidPercent(1, 100_000)).toBe(1);
    expect(paidPercent(333, 1000)).toBe(33);
    expect(paidPercent(99_999, 100_000)).toBe(99);
    expect(paidPercent(1000, 1000)).toBe(100);
    expect(paidPercent(5, 0)).toBe(0);
  });

  it('writes a due date as a day in the zone asked for', () => {
    const iso = '2027-01-10T03:00:00.000Z';
    expect(formatDueDate(iso, 'en', 'America/Mexico_City')).toBe('Jan 9, 2027');
    expect(formatDueDate(iso, 'en', 'Europe/Madrid')).toBe('Jan 10, 2027');
    expect(formatDueDate('nope', 'es', 'America/Mexico_City')).toBe('nope');
  });
});
