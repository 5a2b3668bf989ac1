import { formatMoney } from '@contracts/money';
import type { CheckoutPlan } from '@contracts/payment-plans';
import { intlLocale } from '@contracts/language';

/**
 * The one line a checkout shows (the sandbox page, Stripe's line item, Mercado Pago's item title): what is
 * paid and when it takes place, and for a plan which part this is — "deposit; balance MX$3,625 due 2 Mar
 * 2026" or "instalment 1 of 3; next MX$2,417 due 3 Apr 2026". In the customer's language and zone (issue 14).
 */
export function describeCheckout(input: {
  what: string;
  startsAt: Date;
  timeZone: string;
  lang: 'es' | 'en';
  currency: string;
  /** The plan the checkout charges part of (absent or 'full': the whole price). */
  plan?: CheckoutPlan | null;
  /** Which instalment this checkout charges (1 for the one opened with the booking). */
  seq?: number;
}): string {
  const locale = intlLocale(input.lang);
  const zone = safeZone(input.timeZone);
  const at = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(input.startsAt);
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(input.startsAt)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone;
  const when = `${at} ${zoneName}`;
  const head = `${input.what} · ${when}`;
  const part = describePlanPart({ ...input, timeZone: zone });
  return part ? `${head} — ${part}` : head;
}

/**
 * Which part of a plan a checkout charges, with the next payment's amount and due day ("instalment 2 of 3;
 * next payment of MX$2,417 due 3 Apr 2026"); null for a payment in full. Stays and later instalments append
 * it to their own title.
 */
export function describePlanPart(input: {
  plan?: CheckoutPlan | null;
  seq?: number;
  lang: 'es' | 'en';
  currency: string;
  timeZone: string;
}): string | null {
  const plan = input.plan;
  if (!plan || plan.option === 'full' || plan.instalments.length < 2) return null;
  const locale = intlLocale(input.lang);
  const zone = safeZone(input.timeZone);
  const seq = input.seq ?? 1;
  const count = plan.instalments.length;
  const next = plan.instalments.find((i) => i.seq === seq + 1);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone }).format(new Date(iso));
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: input.currency }, locale);
  const w = words[input.lang];
  const part = plan.option === 'deposit' ? (seq === 1 ? w.deposit : w.balance) : w.instalment(seq, count);
  return next ? `${part}; ${w.next(plan.option, money(next.amountMinor), day(next.dueAt))}` : part;
}

const words = {
  es: {
    deposit: 'anticipo',
    balance: 'saldo',
    instalment: (seq: number, count: number) => `pago ${seq} de ${count}`,
    next: (option: string, amount: string, day: string) =>
      option === 'deposit'
        ? `saldo de ${amount} vence el ${day}`
        : `siguiente pago de ${amount} vence el ${day}`,
  },
  en: {
    deposit: 'deposit',
    balance: 'balance',
    instalment: (seq: number, count: number) => `instalment ${seq} of ${count}`,
    next: (option: string, amount: string, day: string) =>
      option === 'deposit' ? `balance of ${amount} due ${day}` : `next payment of ${amount} due ${day}`,
  },
} as const;

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'America/Mexico_City';
  }
}
