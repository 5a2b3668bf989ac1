import { z } from 'zod';
import { instantSchema } from './calendar-dates';

/**
 * A service's cancellation refund policy (ADR 022): a full refund when the client cancels at least
 * `fullRefundHours` before the start; after that `lateRefundPercent` % of what was paid (0 = nothing).
 * The owner cancelling always refunds everything paid.
 */
export const cancellationPolicySchema = z.object({
  fullRefundHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  lateRefundPercent: z.number().int().min(0).max(100),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** Existing services and appointments booked before policies existed: always a full refund. */
export const FULL_REFUND_POLICY: CancellationPolicy = { fullRefundHours: 0, lateRefundPercent: 100 };

const HOUR_MS = 3_600_000;

/** The last instant a client's cancellation still gets the full refund. */
export function fullRefundUntil(policy: CancellationPolicy, startsAt: Date): Date {
  return new Date(startsAt.getTime() - policy.fullRefundHours * HOUR_MS);
}

/** The share (in %) of what was paid that a cancellation at `at` gives back. */
export function refundPercent(
  policy: CancellationPolicy,
  startsAt: Date,
  at: Date,
  by: 'owner' | 'client',
): number {
  if (by === 'owner') return 100;
  return at.getTime() <= fullRefundUntil(policy, startsAt).getTime() ? 100 : policy.lateRefundPercent;
}

/** The amount given back of `paidMinor` at `percent` (rounded down to the centavo: never more than paid). */
export function refundOf(paidMinor: number, percent: number): number {
  if (paidMinor <= 0 || percent <= 0) return 0;
  if (percent >= 100) return paidMinor;
  return Math.floor((paidMinor * percent) / 100);
}

/**
 * What a cancellation does with the money, computed on the server: `automaticMinor` goes back through the
 * provider (card, wallet), `manualMinor` is for the owner to return by hand (OXXO cash, payments taken by
 * hand), `keptMinor` stays per the policy.
 */
export const cancellationRefundSchema = z.object({
  currency: z.string().length(3),
  paidMinor: z.number().int().nonnegative(),
  percent: z.number().int().min(0).max(100),
  refundMinor: z.number().int().nonnegative(),
  automaticMinor: z.number().int().nonnegative(),
  manualMinor: z.number().int().nonnegative(),
  keptMinor: z.number().int().nonnegative(),
});
export type CancellationRefund = z.infer<typeof cancellationRefundSchema>;

/** GET …/cancel-quote: the refund a cancellation now would give, and the policy it follows. */
export const cancelQuoteSchema = z.object({
  refund: cancellationRefundSchema,
  policy: cancellationPolicySchema,
  /** Until when a cancellation gets the full refund (ISO), by the appointment's policy. */
  fullRefundUntil: instantSchema,
});
export type CancelQuote = z.infer<typeof cancelQuoteSchema>;

/* ---------- Pending manual refunds (admin) ---------- */

export const manualRefundMethods = ['cash', 'transfer', 'other'] as const;

export const manualRefundSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderReference: z.string(),
  status: z.enum(['pending', 'recorded']),
  amountMinor: z.number().int().positive(),
  currency: z.string().length(3),
  customerName: z.string(),
  customerEmail: z.string(),
  /** What was cancelled: an appointment or a stay. */
  subject: z.enum(['appointment', 'stay']),
  /** Why the provider did not refund it: paid by OXXO voucher, taken by hand, or the provider's refund failed. */
  cause: z.enum(['oxxo', 'manual', 'provider_failed']),
  createdAt: instantSchema,
  recordedAt: instantSchema.nullable(),
  recordedAmountMinor: z.number().int().nullable(),
  method: z.enum(manualRefundMethods).nullable(),
  note: z.string().nullable(),
});
export type ManualRefund = z.infer<typeof manualRefundSchema>;
export const manualRefundListSchema = z.object({ refunds: z.array(manualRefundSchema) });
export type ManualRefundList = z.infer<typeof manualRefundListSchema>;

/** POST /api/admin/payments/manual-refunds/:id/record */
export const recordManualRefundSchema = z.object({
  amountMinor: z.number().int().positive().max(100_000_000),
  method: z.enum(manualRefundMethods),
  note: z.string().trim().max(500).default(''),
});
export type RecordManualRefund = z.input<typeof recordManualRefundSchema>;
