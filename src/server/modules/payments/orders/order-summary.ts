import { paymentPagePaths, type PaymentAppointmentSummary } from '@contracts/payments';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { hooksFor, type PaymentsEnv } from '../env';
import { withPlanLabel } from '../plans/plans';
import type { PaymentOrderRow } from '../schema';

/* What an order pays for and where its pages are: read by reconciliation, receipts, retries and the admin. */

export const statusUrl = (env: PaymentsEnv, order: PaymentOrderRow) =>
  new URL(paymentPagePaths.success(order.reference), env.siteUrl).href;

/** Where to start again: the booking page with the same service. */
export function retryPathOf(summary: (PaymentAppointmentSummary & { retryPath?: string }) | null): string {
  if (summary?.retryPath) return summary.retryPath;
  return summary
    ? `/calendar-booking?service=${encodeURIComponent(summary.serviceSlug)}`
    : '/calendar-booking';
}

export async function summaryOf(env: PaymentsEnv, db: DbOrTx, order: PaymentOrderRow) {
  // A later instalment's order describes what its plan pays for (the plan hooks describe by plan id).
  const subjectId =
    order.appointmentId ?? order.stayId ?? (order.purpose === 'plan_instalment' ? order.planId : null);
  if (!subjectId) return null;
  const found = await hooksFor(env, order).describe(db, [subjectId]);
  return withPlanLabel(env, db, order, found.get(subjectId) ?? null);
}
