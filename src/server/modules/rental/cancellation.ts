import type { StayCancellationPolicy, StayCancellationTerms } from '@contracts/rental-pricing';
import { zonedInstant } from './dates';
import { share } from './pricing';
import type { StoredTax } from './schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instants a policy turns on for one stay (ADR 044); check-in is its day at the check-in time, Mexico City. */
export interface PolicyMilestones {
  policy: StayCancellationPolicy;
  checkInAt: Date;
  /** Until then (inclusive) everything goes back; null: never (strict, booked late). */
  fullRefundUntil: Date | null;
  /** Until then (inclusive) the partial refund; null: none. */
  partialUntil: Date | null;
}

export function policyMilestones(
  policy: StayCancellationPolicy,
  checkIn: string,
  checkInTime: string,
  bookedAt: Date,
): PolicyMilestones {
  const checkInAt = zonedInstant(checkIn, checkInTime);
  const before = (ms: number) => new Date(checkInAt.getTime() - ms);
  switch (policy) {
    case 'flexible':
      return { policy, checkInAt, fullRefundUntil: before(DAY_MS), partialUntil: checkInAt };
    case 'moderate':
      return { policy, checkInAt, fullRefundUntil: before(5 * DAY_MS), partialUntil: checkInAt };
    case 'strict': {
      // The 48-hour grace after booking holds only when check-in was at least 14 days away then.
      const grace = checkInAt.getTime() - bookedAt.getTime() >= 14 * DAY_MS;
      return {
        policy,
        checkInAt,
        fullRefundUntil: grace ? new Date(bookedAt.getTime() + 48 * HOUR_MS) : null,
        partialUntil: before(7 * DAY_MS),
      };
    }
  }
}

export const toTermsDto = (m: PolicyMilestones): StayCancellationTerms => ({
  policy: m.policy,
  fullRefundUntil: m.fullRefundUntil?.toISOString() ?? null,
  partialUntil: m.partialUntil?.toISOString() ?? null,
  checkInAt: m.checkInAt.toISOString(),
});

/** What of a stay's price the policy is about: its nights' prices, discount, taxes and total as booked. */
export interface PricedStay {
  nightPrices: number[];
  nightsSubtotalMinor: number;
  discountMinor: number;
  taxes: StoredTax[];
  totalMinor: number;
}

export type GuestCancelRule =
  { cancellable: false } | { cancellable: true; stage: 'full' | 'partial' | 'none'; keepAtMostMinor: number };

/**
 * What the guest cancelling at `at` lets the owner keep of the stay's price (ADR 044). Before check-in only
 * (after it the guest talks to the owner). The cleaning fee always goes back. The nights kept are priced as
 * booked: their share of the discount comes off, and their taxes are each tax's basis points of what is kept,
 * rounded half up like the booking's lines — so the part kept never exceeds the total. The refund is then
 * everything paid beyond this (a guest who paid a deposit gets back only what exceeds it).
 */
export function guestCancelRule(m: PolicyMilestones, stay: PricedStay, at: Date): GuestCancelRule {
  const t = at.getTime();
  if (t >= m.checkInAt.getTime()) return { cancellable: false };
  if (m.fullRefundUntil && t <= m.fullRefundUntil.getTime())
    return { cancellable: true, stage: 'full', keepAtMostMinor: 0 };
  const nights = stay.nightPrices;
  const first = nights[0] ?? 0;
  const all = nights.reduce((sum, p) => sum + p, 0);
  let keptNightsMinor: number;
  let stage: 'partial' | 'none';
  if (m.partialUntil && t <= m.partialUntil.getTime()) {
    stage = 'partial';
    keptNightsMinor =
      m.policy === 'flexible'
        ? first
        : m.policy === 'moderate'
          ? first + share(all - first, 50, 100)
          : share(all, 50, 100);
  } else {
    stage = 'none';
    keptNightsMinor = all;
  }
  const discount =
    stay.nightsSubtotalMinor > 0 ? share(stay.discountMinor, keptNightsMinor, stay.nightsSubtotalMinor) : 0;
  const keptNet = Math.max(0, keptNightsMinor - discount);
  const keptTaxes = stay.taxes.reduce((sum, tax) => sum + share(keptNet, tax.basisPoints, 10_000), 0);
  return { cancellable: true, stage, keepAtMostMinor: Math.min(stay.totalMinor, keptNet + keptTaxes) };
}

/** A stay's nights' prices; stays booked before per-night prices (empty list) had one rate for every night. */
export function nightPricesOf(stay: {
  nightPrices: number[];
  nightlyRateMinor: number;
  nightsSubtotalMinor: number;
}): number[] {
  if (stay.nightPrices.length) return stay.nightPrices;
  const count = stay.nightlyRateMinor > 0 ? Math.round(stay.nightsSubtotalMinor / stay.nightlyRateMinor) : 0;
  return Array.from({ length: count }, () => stay.nightlyRateMinor);
}
