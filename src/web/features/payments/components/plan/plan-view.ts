import { dateTimeFormat } from '@contracts/intl';
import { BUSINESS_TIME_ZONE, type Language } from '@contracts/i18n';
import type { PublicInstalment, PublicPlan } from '@contracts/payment-plans';
import { localeOf, safeZone } from '../format';
import { POLL_INTERVAL_MS, redirectTarget } from '../status-view';

/**
 * What /flexible-payment-success shows at the top for a plan:
 * awaiting (the first payment's checkout is open, or nothing arrived yet: poll); voucher (the first payment is an
 * OXXO voucher waiting to be paid); active; overdue; completed; cancelled.
 */
export type PlanView = 'awaiting' | 'voucher' | 'active' | 'overdue' | 'completed' | 'cancelled';

export function planView(plan: Pick<PublicPlan, 'status' | 'instalments'>): PlanView {
  switch (plan.status) {
    case 'awaiting_first': {
      const first = plan.instalments.find((i) => i.seq === 1);
      return first?.checkout?.status === 'pending' ? 'voucher' : 'awaiting';
    }
    case 'active':
      return 'active';
    case 'overdue':
      return 'overdue';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
  }
}

/** After this many answers in a row without a change worth stopping for, the page stops asking (~3 minutes). */
export const PLAN_POLL_MAX_ATTEMPTS = 72;

/** True while the server may still learn something from the provider: the first payment, or a live checkout. */
export function planIsSettling(plan: Pick<PublicPlan, 'status' | 'instalments'>): boolean {
  if (plan.status === 'completed' || plan.status === 'cancelled') return false;
  return plan.status === 'awaiting_first' || plan.instalments.some((i) => i.checkout !== null);
}

/**
 * The refetch interval of the plan query: every POLL_INTERVAL_MS (the one /payment-success uses) while the plan
 * is settling, for at most PLAN_POLL_MAX_ATTEMPTS answers; false otherwise, before any answer, or on give-up.
 */
export function planPollInterval(
  plan: Pick<PublicPlan, 'status' | 'instalments'> | undefined,
  attempts: number,
): number | false {
  if (!plan || !planIsSettling(plan)) return false;
  return attempts < PLAN_POLL_MAX_ATTEMPTS ? POLL_INTERVAL_MS : false;
}

/**
 * What a schedule row offers: its receipt (paid), the voucher to pay (pending checkout), the way back to an
 * open checkout (resume), a fresh checkout (pay: the one `payable` instalment), or nothing.
 */
export type InstalmentAction =
  | { kind: 'receipt'; reference: string }
  | { kind: 'voucher' }
  | { kind: 'resume'; href: string }
  | { kind: 'pay' }
  | { kind: 'none' };

export function instalmentAction(
  instalment: Pick<PublicInstalment, 'status' | 'receiptReference' | 'checkout' | 'payable'>,
  origin: string,
  /** False once the plan is completed or cancelled: nothing is offered but receipts. */
  live = true,
): InstalmentAction {
  if (instalment.status === 'paid')
    return instalment.receiptReference
      ? { kind: 'receipt', reference: instalment.receiptReference }
      : { kind: 'none' };
  if (instalment.status === 'cancelled' || !live) return { kind: 'none' };
  const checkout = instalment.checkout;
  if (checkout?.status === 'pending') return { kind: 'voucher' };
  if (checkout?.status === 'open' && checkout.url) {
    const target = redirectTarget(checkout.url, origin);
    if (target) return { kind: 'resume', href: target.kind === 'app' ? target.path : target.href };
  }
  return instalment.payable ? { kind: 'pay' } : { kind: 'none' };
}

/** The share paid, as a whole percentage between 0 and 100 (99 until the last centavo is in). */
export function paidPercent(paidMinor: number, totalMinor: number): number {
  if (totalMinor <= 0 || paidMinor <= 0) return 0;
  if (paidMinor >= totalMinor) return 100;
  return Math.min(99, Math.max(1, Math.floor((paidMinor / totalMinor) * 100)));
}

/**
 * The zone a plan's dates and times are read in: an appointment's own zone (the one it was booked in); for a
 * stay (or anything else) the business zone, America/Mexico_City — due dates are days at the business (each
 * due by the end of its day there), never shifted to the visitor's zone.
 */
export function planZone(plan: Pick<PublicPlan, 'appointment'>): string {
  return plan.appointment ? safeZone(plan.appointment.timeZone) : BUSINESS_TIME_ZONE;
}

/** A due date as a day ("12 ene 2027"), in the zone the plan is read in. */
export function formatDueDate(iso: string, lang: Language, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: safeZone(zone) }).format(date);
}
