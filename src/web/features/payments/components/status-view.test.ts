import { paymentStatuses } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import {
  paymentView,
  pollInterval,
  POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
  redirectTarget,
  referenceFromReturnUrl,
  referenceFromSearch,
  sandboxPanel,
} from './status-view';

describe('paymentView (what /payment-success shows for each status)', () => {
  it('maps every status', () => {
    expect(Object.fromEntries(paymentStatuses.map((s) => [s, paymentView(s)]))).toEqual({
      open: 'confirming',
      pending: 'pending',
      paid: 'receipt',
      failed: 'failed',
      expired: 'expired',
      refunded: 'refunded',
      partially_refunded: 'receipt',
    });
  });
});

describe('pollInterval', () => {
  it('asks again while open or pending, up to the maximum', () => {
    expect(pollInterval({ status: 'open' }, 0)).toBe(POLL_INTERVAL_MS);
    expect(pollInterval({ status: 'pending' }, 3)).toBe(POLL_INTERVAL_MS);
    expect(pollInterval({ status: 'pending' }, POLL_MAX_ATTEMPTS)).toBe(false);
    expect(pollInterval({ status: 'open' }, POLL_MAX_ATTEMPTS - 1)).toBe(POLL_INTERVAL_MS);
    expect(pollInterval({ status: 'open' }, POLL_MAX_ATTEMPTS)).toBe(false);
    expect(POLL_INTERVAL_MS).toBeGreaterThanOrEqual(2000);
    expect(POLL_INTERVAL_MS).toBeLessThanOrEqual(3000);
  });

  it('stops once the state is final, and before any answer', () => {
    for (const status of paymentStatuses.filter((s) => s !== 'open' && s !== 'pending'))
      expect(pollInterval({ status }, 0), status).toBe(false);
    expect(pollInterval(undefined, 0)).toBe(false);
  });
});

describe('references', () => {
  const ref = 'AbC_def-1234567890xyz';
  it('reads ?ref= only when it looks like one of ours', () => {
    expect(referenceFromSearch(new URLSearchParams(`ref=${ref}`))).toBe(ref);
    expect(referenceFromSearch(new URLSearchParams('ref=short'))).toBeNull();
    expect(referenceFromSearch(new URLSearchParams('ref=<script>alert(1)</script>aaaaaaaaaaaa'))).toBeNull();
    expect(referenceFromSearch(new URLSearchParams('status=paid'))).toBeNull();
  });

  it('finds the reference in a sandbox checkout’s return address', () => {
    expect(referenceFromReturnUrl(`http://127.0.0.1:4173/payment-success?ref=${ref}`)).toBe(ref);
    expect(referenceFromReturnUrl(`/payment-success?ref=${ref}`)).toBe(ref);
    expect(referenceFromReturnUrl(`http://x.test/elsewhere?ref=${ref}`)).toBeNull();
    expect(referenceFromReturnUrl('::::')).toBeNull();
  });
});

describe('redirectTarget', () => {
  const origin = 'http://127.0.0.1:4173';
  it('stays in the app for this site, leaves for another http(s) site, refuses the rest', () => {
    expect(redirectTarget(`${origin}/payment-success?ref=abc#x`, origin)).toEqual({
      kind: 'app',
      path: '/payment-success?ref=abc#x',
    });
    expect(redirectTarget('/calendar-booking?service=branding', origin)).toEqual({
      kind: 'app',
      path: '/calendar-booking?service=branding',
    });
    expect(redirectTarget('https://checkout.stripe.com/c/pay/1', origin)).toEqual({
      kind: 'external',
      href: 'https://checkout.stripe.com/c/pay/1',
    });
    expect(redirectTarget('javascript:alert(1)', origin)).toBeNull();
  });
});

describe('sandboxPanel', () => {
  it('shows choices, the voucher, or the outcome', () => {
    expect(sandboxPanel({ status: 'open', final: false })).toBe('choose');
    expect(sandboxPanel({ status: 'voucher_pending', final: false })).toBe('voucher');
    expect(sandboxPanel({ status: 'paid', final: true })).toBe('outcome');
    expect(sandboxPanel({ status: 'expired', final: true })).toBe('outcome');
  });
});
