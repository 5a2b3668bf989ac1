import { describe, expect, it } from 'vitest';
import { FULL_REFUND_POLICY, fullRefundUntil, refundOf, refundPercent } from './cancellation';

const start = new Date('2026-12-10T16:00:00.000Z');
const policy = { fullRefundHours: 48, lateRefundPercent: 50 };

describe('the cancellation refund rule', () => {
  it('gives the full refund up to and including the boundary instant, the late share after it', () => {
    const boundary = fullRefundUntil(policy, start);
    expect(boundary.toISOString()).toBe('2026-12-08T16:00:00.000Z');
    expect(refundPercent(policy, start, new Date(boundary.getTime() - 1), 'client')).toBe(100);
    expect(refundPercent(policy, start, boundary, 'client')).toBe(100);
    expect(refundPercent(policy, start, new Date(boundary.getTime() + 1), 'client')).toBe(50);
    expect(refundPercent({ ...policy, lateRefundPercent: 0 }, start, start, 'client')).toBe(0);
  });

  it('the owner cancelling, and appointments booked before policies, refund everything', () => {
    expect(refundPercent({ fullRefundHours: 72, lateRefundPercent: 0 }, start, start, 'owner')).toBe(100);
    expect(refundPercent(FULL_REFUND_POLICY, start, start, 'client')).toBe(100);
  });

  it('rounds down to the centavo and never exceeds what was paid', () => {
    expect(refundOf(480_000, 100)).toBe(480_000);
    expect(refundOf(480_000, 50)).toBe(240_000);
    expect(refundOf(333, 50)).toBe(166);
    expect(refundOf(480_000, 0)).toBe(0);
    expect(refundOf(0, 100)).toBe(0);
  });
});
